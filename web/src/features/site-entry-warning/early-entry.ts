/**
 * Until hydration the server-rendered warning is markup without handlers, and a tap on "Enter" would be
 * lost (on a slow phone, for seconds). The browser entry calls this before it loads anything else: such a
 * tap is remembered and hides the warning at once; hydration then finds it dismissed and removes it
 * (site-entry-warning.tsx reads the dismissal once hydrated). The Modal that takes over later has its own
 * handler and no mark, so this never touches it.
 */
import { rememberDismissal } from "./dismissal.ts";

/** Marks the dialog of the server-rendered warning (site-entry-warning-static.tsx). */
export const SERVER_WARNING_ATTRIBUTE = "data-site-entry-warning";

export function acceptEntryBeforeHydration(doc: Document = document): () => void {
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // "Enter" is the warning's only button ("Leave" is a link).
    const dialog = target?.closest("button")?.closest(`[${SERVER_WARNING_ATTRIBUTE}]`);
    if (!(dialog instanceof HTMLElement)) return;
    rememberDismissal(Date.now());
    // Inline and important, as the markup's `d-block` is; the nodes stay for hydration to find.
    dialog.style.setProperty("display", "none", "important");
    const backdrop = dialog.nextElementSibling;
    if (backdrop instanceof HTMLElement && backdrop.classList.contains("modal-backdrop")) {
      backdrop.style.setProperty("display", "none", "important");
    }
  };
  doc.addEventListener("click", onClick, true);
  return () => doc.removeEventListener("click", onClick, true);
}
