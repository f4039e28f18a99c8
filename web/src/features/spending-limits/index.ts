/**
 * Spending limits (issue 17): the settings section, the monthly summary on /transactions and the one-time
 * question on /credits. Other features and the routes import this file only (decision 026).
 */
export { LimitPrompt } from "./limit-prompt.tsx";
export { LIMITS_SECTION_ID, SpendingLimitsSection } from "./limits-section.tsx";
export { SpendingSummary } from "./spending-summary.tsx";
