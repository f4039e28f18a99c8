/**
 * The swipe feature's public surface: whether the member asked for less motion, and the draggable cards (the
 * tinderswipe lander deals them too). Other features and the routes import this file only (decision 026).
 */
export { prefersReducedMotion } from "./motion.ts";
export { SwipeActions, swipeKeyHandler, useSwipeCardLabels } from "./swipe-actions.tsx";
export { LeavingCard, SwipeCard, type SwipeKind } from "./swipe-card.tsx";
