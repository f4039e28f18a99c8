/**
 * The credits feature's public surface: where to return after buying credits. Other features and the
 * routes import this file only (decision 026).
 */
export { creditsReturn, rememberCreditsReturn } from "./credits-return.ts";
