/** The cookie consent banner and the visitor's answer (issue 16). */
export { type ConsentAnswer, ConsentBanner, readConsent } from "./consent-banner.tsx";
export { ConsentChoice } from "./consent-choice.tsx";
