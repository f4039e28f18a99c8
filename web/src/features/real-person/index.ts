/**
 * The real-person feature's public surface: the "is this a real person?" button that the profile page and
 * the conversation header show. Other features import this file only (decision 026).
 */
export { RealPersonButton } from "./real-person-button.tsx";
