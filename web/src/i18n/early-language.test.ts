/** A language picked in the server-rendered dropdown before hydration is kept and shown, not lost. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "../lib/cookies.ts";
import { LANGUAGE_SELECT_ATTRIBUTE, switchLanguageBeforeHydration } from "./early-language.ts";

function dropdown(mark: boolean): HTMLSelectElement {
  document.body.innerHTML = `<select ${mark ? LANGUAGE_SELECT_ATTRIBUTE : ""}>
      <option value="en" selected>English</option><option value="fr">Français</option>
      <option value="xx">Nowhere</option>
    </select>`;
  const select = document.querySelector("select");
  if (!select) throw new Error("no select");
  return select;
}

function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  document.body.innerHTML = "";
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie it made.
  document.cookie = "lang=; Max-Age=0; Path=/";
});

describe("the language dropdown before hydration", () => {
  it("remembers the language in the cookie and loads the page again in it", () => {
    const reload = vi.fn();
    const select = dropdown(true);
    stop = switchLanguageBeforeHydration(document, reload);
    pick(select, "fr");
    expect(readCookie("lang")).toBe("fr");
    expect(reload).toHaveBeenCalledOnce();
  });

  it("leaves other selects, unknown languages and the hydrated app alone", () => {
    const reload = vi.fn();
    stop = switchLanguageBeforeHydration(document, reload);
    pick(dropdown(false), "fr");
    pick(dropdown(true), "xx");
    stop();
    pick(dropdown(true), "fr");
    expect(readCookie("lang")).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
