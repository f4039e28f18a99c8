/**
 * The swipe feature's public surface: whether the member asked for less motion. Other features and the
 * routes import this file only (decision 026).
 */
export { prefersReducedMotion } from "./motion.ts";
