/**
 * The own profile's public surface: its query. Other features and the routes import this file only
 * (decision 026).
 */
export { myProfileQuery } from "./api.ts";
