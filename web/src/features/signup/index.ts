/**
 * The signup feature's public surface: who may sign up, the signup link and modal, tracking, and the
 * e-mail and password checks. Other features and the routes import this file only (decision 026).
 */
export { useCanSignUp } from "./signup-access.ts";
export { SignupLink } from "./signup-link.tsx";
export { openSignupModal, useIsSignupModalOpen } from "./signup-modal-store.ts";
export { useTracking } from "./tracking.ts";
export { captureLanderVisit, captureTracking } from "./tracking-store.ts";
