/**
 * Starting the app at the visitor's first intent (decision 045): what counts as intent, and that nothing
 * done before hydration is lost — presses and forms held and done again, typed values told to React.
 */
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { holdEarlyActions, LINK_WAIT_MS, onFirstIntent, tellTypedValues } from "./start-on-intent.ts";

beforeAll(() => {
  // Hydrated by hand below, through act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the first intent", () => {
  it("is a touch, a press of the mouse, the mouse moving, a wheel or a key, and starts the app once", () => {
    for (const type of ["pointerdown", "pointermove", "touchstart", "keydown", "wheel"]) {
      const start = vi.fn();
      onFirstIntent(start);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(start, type).toHaveBeenCalledOnce();
    }
  });

  it("is not a focus moved by the page (the entry warning's dialog takes the focus), nor a load or a scroll", () => {
    const start = vi.fn();
    const stop = onFirstIntent(start);
    for (const type of ["focusin", "focus", "load", "scroll", "visibilitychange"]) {
      document.dispatchEvent(new Event(type, { bubbles: true }));
    }
    expect(start).not.toHaveBeenCalled();
    stop();
    document.dispatchEvent(new Event("keydown"));
    expect(start).not.toHaveBeenCalled();
  });
});

describe("the presses before hydration", () => {
  function page(html: string) {
    document.body.innerHTML = html;
    const seen: string[] = [];
    // The app's handlers, attached at hydration: they see only what was let through.
    document.body.addEventListener("click", (event) => {
      seen.push(`click ${(event.target as Element).id}`);
    });
    document.body.addEventListener("submit", (event) => {
      event.preventDefault();
      seen.push(`submit ${(event.target as Element).id}`);
    });
    return seen;
  }
  const click = (id: string) => document.getElementById(id)?.click();

  it("holds a button's press, starts the app, and presses it again once released, in order and once each", async () => {
    const seen = page(
      `<button id="a"><span id="a-label">Sign up</span></button><div role="button" id="b">Like</div>`,
    );
    const onHeld = vi.fn();
    const held = holdEarlyActions(onHeld);
    click("a-label");
    click("b");
    click("b");
    expect(seen).toEqual([]);
    expect(onHeld).toHaveBeenCalledTimes(3);
    // The press shows it was taken while the app comes.
    const button = document.getElementById("a") as HTMLElement;
    expect([button.style.opacity, button.style.cursor]).toEqual(["0.6", "progress"]);
    await held.release();
    expect(button.getAttribute("style")).toBe("");
    expect(seen).toEqual(["click a", "click b"]);
    // Released: presses go straight through from now on.
    click("a");
    expect(seen).toEqual(["click a", "click b", "click a"]);
  });

  it("leaves the entry warning and the language dropdown to the entry, and a text field's label to the browser", async () => {
    const seen = page(`
      <dialog open data-site-entry-warning><button id="enter">Enter</button></dialog>
      <select data-language-select id="language"><option>en</option></select>
      <label for="name" id="name-label">Name</label><input id="name">`);
    const held = holdEarlyActions(vi.fn());
    for (const id of ["enter", "language", "name-label"]) click(id);
    expect(seen).toEqual(["click enter", "click language", "click name-label", "click name"]);
    await held.release();
    expect(seen).toHaveLength(4);
  });

  it("holds a link the app follows (a lander's signup link opens the form over it), not one the browser follows better", async () => {
    const seen = page(`
      <a href="/signup" id="signup">Sign up</a>
      <a href="#faq" id="jump">FAQ</a>
      <a href="https://example.com/" id="away">Elsewhere</a>
      <a href="/terms" target="_blank" id="tab">Terms</a>
      <a href="/terms.pdf" download id="download">PDF</a>`);
    const follow = vi.fn();
    const held = holdEarlyActions(vi.fn(), document, follow);
    for (const id of ["signup", "jump", "away", "tab", "download"]) click(id);
    document
      .getElementById("signup")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, ctrlKey: true }));
    expect(seen).toEqual(["click jump", "click away", "click tab", "click download", "click signup"]);
    await held.release();
    expect(seen).toEqual([
      "click jump",
      "click away",
      "click tab",
      "click download",
      "click signup",
      "click signup",
    ]);
    expect(follow).not.toHaveBeenCalled();
  });

  it("lets the browser follow a held link when the app does not come, or comes too late, or draws the page afresh", async () => {
    vi.useFakeTimers();
    try {
      page(`<a href="/signup" id="signup">Sign up</a><button id="more">More</button>`);
      const follow = vi.fn();
      holdEarlyActions(vi.fn(), document, follow);
      click("more");
      click("signup");
      vi.advanceTimersByTime(LINK_WAIT_MS - 1);
      expect(follow).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(follow).toHaveBeenCalledExactlyOnceWith(`${location.origin}/signup`);

      const failed = vi.fn();
      const gaveUp = holdEarlyActions(vi.fn(), document, failed);
      click("signup");
      gaveUp.giveUp();
      expect(failed).toHaveBeenCalledExactlyOnceWith(`${location.origin}/signup`);
      vi.advanceTimersByTime(LINK_WAIT_MS);
      expect(failed).toHaveBeenCalledOnce();
      // Given up, the page is the browser's again: a link loads its page.
      const seen = page(`<a href="/terms" id="terms">Terms</a>`);
      click("terms");
      expect(seen).toEqual(["click terms"]);
    } finally {
      vi.useRealTimers();
    }

    page(`<a href="/signup" id="signup">Sign up</a>`);
    const redrawn = vi.fn();
    const held = holdEarlyActions(vi.fn(), document, redrawn);
    click("signup");
    document.body.innerHTML = "";
    await held.release();
    expect(redrawn).toHaveBeenCalledExactlyOnceWith(`${location.origin}/signup`);
  });

  it("holds a toggle (and its label), which would otherwise change before the app knows", async () => {
    const seen = page(`<label id="terms-label"><input type="checkbox" id="terms"> I accept</label>`);
    const held = holdEarlyActions(vi.fn());
    click("terms-label");
    const box = document.getElementById("terms") as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(seen).toEqual([]);
    await held.release();
    expect(box.checked).toBe(true);
  });

  it("holds a form sent with Enter, and sends it once released; what left the page is not done", async () => {
    const seen = page(`<form id="search"><input name="q"></form><button id="gone">Gone</button>`);
    const held = holdEarlyActions(vi.fn());
    const form = document.getElementById("search") as HTMLFormElement;
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    click("gone");
    document.getElementById("gone")?.remove();
    expect(seen).toEqual([]);
    await held.release();
    expect(seen).toEqual(["submit search"]);
  });
});

/** A controlled form, as the app's screens have them. */
function Form() {
  const [name, setName] = useState("");
  const [about, setAbout] = useState("");
  const [country, setCountry] = useState("NL");
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="About" value={about} onChange={(event) => setAbout(event.target.value)} />
      <select aria-label="Country" value={country} onChange={(event) => setCountry(event.target.value)}>
        <option value="NL">Netherlands</option>
        <option value="BE">Belgium</option>
      </select>
      <output>{`${name}|${about}|${country}`}</output>
    </form>
  );
}

describe("values typed or chosen before hydration", () => {
  it("are told to React, whose state has the server's until then", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const held = holdEarlyActions(vi.fn());
    const input = container.querySelector("input") as HTMLInputElement;
    const select = container.querySelector("select") as HTMLSelectElement;
    const textarea = container.querySelector("textarea") as HTMLTextAreaElement;
    input.value = "Emma";
    textarea.value = "Likes hiking";
    select.value = "BE";
    select.dispatchEvent(new Event("change", { bubbles: true }));

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    // Hydrated: what was typed and chosen is on screen, but React's state has none of it.
    expect(input.value).toBe("Emma");
    expect(container.querySelector("output")?.textContent).toBe("||NL");

    await act(() => held.release());
    expect(container.querySelector("output")?.textContent).toBe("Emma|Likes hiking|BE");
    expect([input.value, textarea.value, select.value]).toEqual(["Emma", "Likes hiking", "BE"]);
    // Nothing typed since: nothing to tell.
    expect(tellTypedValues()).toBe(false);
    act(() => root?.unmount());
  });
});
