/** The warning's dialog before hydration: modal at once, a tap on Enter kept, a returning visitor let in. */
import { afterEach, describe, expect, it } from "vitest";
import { readDismissedAt, rememberDismissal } from "./dismissal.ts";
import { acceptEntryBeforeHydration, SERVER_WARNING_ATTRIBUTE } from "./early-entry.ts";

/** The server's dialog, with the dialog API jsdom lacks: `modal` and `open` as a browser would keep them. */
function serverDialog(mark = true): HTMLDialogElement & { modal: boolean } {
  document.body.innerHTML = `<dialog open ${mark ? SERVER_WARNING_ATTRIBUTE : ""}>
      <button type="button"><span>Enter</span></button><a href="https://www.google.com">Leave</a>
    </dialog>`;
  const dialog = document.querySelector("dialog") as HTMLDialogElement & { modal: boolean };
  dialog.modal = false;
  dialog.showModal = () => {
    dialog.setAttribute("open", "");
    dialog.modal = true;
  };
  dialog.close = () => {
    dialog.removeAttribute("open");
    dialog.modal = false;
    dialog.dispatchEvent(new Event("close"));
  };
  const matches = dialog.matches.bind(dialog);
  Object.defineProperty(dialog, "matches", {
    value: (selector: string) => (selector === ":modal" ? dialog.modal : matches(selector)),
  });
  return dialog;
}

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  document.body.innerHTML = "";
  localStorage.clear();
});

describe("the entry warning before hydration", () => {
  it("is made modal at once, and stays so when the browser closes it before the visitor chose", () => {
    const dialog = serverDialog();
    stop = acceptEntryBeforeHydration();
    expect(dialog.modal).toBe(true);
    const escapeKey = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);
    dialog.close();
    expect(dialog.modal).toBe(true);
    expect(dialog.open).toBe(true);
  });

  it("remembers a tap on Enter and closes the dialog for good", () => {
    const dialog = serverDialog();
    stop = acceptEntryBeforeHydration();
    document.querySelector("span")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(readDismissedAt()).not.toBeNull();
    expect(dialog.open).toBe(false);
    expect(dialog.modal).toBe(false);
  });

  it("closes the dialog at once for a visitor who entered before", () => {
    rememberDismissal(Date.now() - 86_400_000);
    const dialog = serverDialog();
    stop = acceptEntryBeforeHydration();
    expect(dialog.open).toBe(false);
  });

  it("leaves the dialog alone on Leave, on another dialog, and once stopped", () => {
    let dialog = serverDialog();
    stop = acceptEntryBeforeHydration();
    document.querySelector("a")?.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("a")?.click();
    expect(readDismissedAt()).toBeNull();
    expect(dialog.modal).toBe(true);
    stop();

    dialog = serverDialog(false);
    stop = acceptEntryBeforeHydration();
    document.querySelector("button")?.click();
    expect(readDismissedAt()).toBeNull();
    expect(dialog.open).toBe(true);
    stop();

    serverDialog();
    stop = acceptEntryBeforeHydration();
    stop();
    document.querySelector("button")?.click();
    expect(readDismissedAt()).toBeNull();
  });
});
