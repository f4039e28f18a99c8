/**
 * The adults-only entry warning the layouts show. Other features and the routes import this file only
 * (decision 026).
 */

export { SiteEntryWarning } from "./site-entry-warning.tsx";
