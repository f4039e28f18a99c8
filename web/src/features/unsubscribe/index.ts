/** The unsubscribe feature's public surface: the pages of the mail footer link and of the way back. */
export { ReenabledPage } from "./reenabled-page.tsx";
export { UnsubscribePage } from "./unsubscribe-page.tsx";
