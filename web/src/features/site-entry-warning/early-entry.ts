/**
 * Until hydration the server-rendered warning is markup without handlers, and a tap on "Enter" would be
 * lost (on a slow phone, for seconds). The browser entry calls this before it loads anything else: such a
 * tap is remembered and hides the warning at once; hydration then finds it dismissed and removes it
 * (site-entry-warning.tsx reads the dismissal once hydrated). A visitor who entered before (the server cannot
 * know: the dismissal is in the browser's storage) has it hidden at once too, not shown until the app loads.
 * The Modal that takes over later has its own handler and no mark, so this never touches it.
 */
import { readDismissedAt, rememberDismissal } from "./dismissal.ts";

/** Marks the dialog of the server-rendered warning (site-entry-warning-static.tsx). */
export const SERVER_WARNING_ATTRIBUTE = "data-site-entry-warning";

/** Inline and important, as the markup's `d-block` is; the nodes stay for hydration to find. */
function hide(dialog: HTMLElement): void {
  dialog.style.setProperty("display", "none", "important");
  const backdrop = dialog.nextElementSibling;
  if (backdrop instanceof HTMLElement && backdrop.classList.contains("modal-backdrop")) {
    backdrop.style.setProperty("display", "none", "important");
  }
}

export function acceptEntryBeforeHydration(doc: Document = document): () => void {
  if (readDismissedAt() !== null) {
    for (const dialog of doc.querySelectorAll<HTMLElement>(`[${SERVER_WARNING_ATTRIBUTE}]`)) hide(dialog);
  }
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // "Enter" is the warning's only button ("Leave" is a link).
    const dialog = target?.closest("button")?.closest(`[${SERVER_WARNING_ATTRIBUTE}]`);
    if (!(dialog instanceof HTMLElement)) return;
    rememberDismissal(Date.now());
    hide(dialog);
  };
  doc.addEventListener("click", onClick, true);
  return () => doc.removeEventListener("click", onClick, true);
}
