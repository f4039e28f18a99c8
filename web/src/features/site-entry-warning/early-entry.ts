/**
 * The warning's dialog (site-entry-warning-dialog.tsx) before and after hydration. Until hydration it is
 * markup without handlers, and a tap on "Enter" would be lost (on a slow phone, for seconds): the browser
 * entry calls acceptEntryBeforeHydration before it loads anything else. It makes the dialog modal at once, or
 * closes it for a visitor who entered before (the server cannot know: the dismissal is in the browser's
 * storage); a tap on "Enter" is remembered and closes it. Hydration then finds it dismissed and removes it
 * (site-entry-warning.tsx reads the dismissal once hydrated).
 */
import { readDismissedAt, rememberDismissal } from "./dismissal.ts";

/** Marks the warning's dialog. */
export const SERVER_WARNING_ATTRIBUTE = "data-site-entry-warning";

/** Dialogs kept modal, and those the visitor chose "Enter" in (also when storage is blocked). */
const kept = new WeakSet<HTMLDialogElement>();
const entered = new WeakSet<HTMLDialogElement>();

/**
 * Makes the open dialog modal, and keeps it so until the visitor chooses: Escape does not close it, and
 * where the browser closes it all the same (Chromium lets Escape through once it refused it without a user
 * gesture), it opens again. A legal notice: the visitor has to choose.
 */
export function keepModal(dialog: HTMLDialogElement): void {
  // Browsers without the dialog API (the tests' jsdom) keep the open dialog as it is.
  if (kept.has(dialog) || typeof dialog.showModal !== "function") return;
  kept.add(dialog);
  const show = () => {
    if (!dialog.isConnected || entered.has(dialog) || dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  };
  dialog.addEventListener("cancel", (event) => event.preventDefault());
  dialog.addEventListener("close", show);
  show();
}

function enter(dialog: HTMLDialogElement): void {
  entered.add(dialog);
  if (typeof dialog.close === "function") dialog.close();
  else dialog.removeAttribute("open");
}

export function acceptEntryBeforeHydration(doc: Document = document): () => void {
  const dialog = doc.querySelector<HTMLDialogElement>(`dialog[${SERVER_WARNING_ATTRIBUTE}]`);
  if (dialog) {
    if (readDismissedAt() !== null) enter(dialog);
    else keepModal(dialog);
  }
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // "Enter" is the warning's only button ("Leave" is a link).
    const clicked = target?.closest("button")?.closest(`dialog[${SERVER_WARNING_ATTRIBUTE}]`);
    if (!(clicked instanceof HTMLDialogElement)) return;
    rememberDismissal(Date.now());
    enter(clicked);
  };
  doc.addEventListener("click", onClick, true);
  return () => doc.removeEventListener("click", onClick, true);
}
