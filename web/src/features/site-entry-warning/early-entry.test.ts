/** A tap on the server-rendered warning's "Enter" before hydration is kept, not lost. */
import { afterEach, describe, expect, it } from "vitest";
import { readDismissedAt, rememberDismissal } from "./dismissal.ts";
import { acceptEntryBeforeHydration, SERVER_WARNING_ATTRIBUTE } from "./early-entry.ts";

function markup(mark: boolean): string {
  return `<div class="modal d-block" role="dialog" ${mark ? SERVER_WARNING_ATTRIBUTE : ""}>
      <button type="button"><span>Enter</span></button><a href="https://www.google.com">Leave</a>
    </div><div class="modal-backdrop show"></div>`;
}

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  document.body.innerHTML = "";
  localStorage.clear();
});

describe("the entry warning before hydration", () => {
  it("remembers a tap on Enter and hides the warning and its backdrop at once", () => {
    document.body.innerHTML = markup(true);
    stop = acceptEntryBeforeHydration();
    document.querySelector("span")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(readDismissedAt()).not.toBeNull();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    const backdrop = document.querySelector<HTMLElement>(".modal-backdrop");
    expect(dialog?.style.getPropertyValue("display")).toBe("none");
    expect(dialog?.style.getPropertyPriority("display")).toBe("important");
    expect(backdrop?.style.getPropertyValue("display")).toBe("none");
  });

  it("hides the warning at once for a visitor who entered before", () => {
    document.body.innerHTML = markup(true);
    rememberDismissal(Date.now() - 86_400_000);
    stop = acceptEntryBeforeHydration();
    expect(document.querySelector<HTMLElement>('[role="dialog"]')?.style.getPropertyValue("display")).toBe(
      "none",
    );
    expect(document.querySelector<HTMLElement>(".modal-backdrop")?.style.getPropertyValue("display")).toBe(
      "none",
    );
  });

  it("leaves the warning alone on Leave, on another dialog, and once stopped", () => {
    document.body.innerHTML = markup(true);
    stop = acceptEntryBeforeHydration();
    document.querySelector("a")?.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("a")?.click();
    expect(readDismissedAt()).toBeNull();

    document.body.innerHTML = markup(false);
    document.querySelector("button")?.click();
    expect(readDismissedAt()).toBeNull();

    document.body.innerHTML = markup(true);
    stop();
    document.querySelector("button")?.click();
    expect(readDismissedAt()).toBeNull();
    expect(document.querySelector<HTMLElement>('[role="dialog"]')?.style.display).toBe("");
  });
});
