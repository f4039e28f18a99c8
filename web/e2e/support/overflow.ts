/**
 * Long words fit (issue 18): on a phone nothing scrolls sideways, and no button, link styled as a button, or
 * member's name or age is cut. Names and ages are where members are shown: the cards of search and the match
 * finder, the profile's heading, the conversation's header and the conversation list. Texts that truncate by
 * design (a message preview, a city after the age) are none of these and are left alone.
 */
import { expect, type Page } from "@playwright/test";

/** What must show whole: buttons (and links styled as them), and members' names and ages. */
const WHOLE = [
  "button",
  ".btn",
  ".member-card__name",
  ".profile-page h1",
  ".profile-page h2",
  ".chat-pane__name",
  ".chat-row__name",
  ".chat-row__age",
  ".swipe-card__name",
].join(", ");

export async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  const problems = await page.evaluate((whole) => {
    const found: string[] = [];
    const short = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      return `${element.tagName.toLowerCase()}${classes.join("")}`;
    };
    const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    const root = document.documentElement;

    if (root.scrollWidth > root.clientWidth) {
      // The deepest visible elements that reach past the screen's right edge are what widens the page.
      const wide = [...document.body.querySelectorAll("*")].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > root.clientWidth + 1 && element.checkVisibility();
      });
      const leaves = wide.filter(
        (element) => !wide.some((other) => other !== element && element.contains(other)),
      );
      found.push(
        `the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${leaves
          .slice(0, 8)
          .map((element) => `${short(element)} "${text(element)}"`)
          .join("; ")}`,
      );
    }

    const clips = (style: CSSStyleDeclaration) => style.overflowX === "hidden" || style.overflowX === "clip";
    for (const element of document.querySelectorAll<HTMLElement>(whole)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || !text(element)) continue;
      const style = getComputedStyle(element);
      const label = `${short(element)} "${text(element)}"`;
      // An inline box has no client width of its own: its line decides, and its ancestors are checked below.
      if (style.display !== "inline") {
        if (element.scrollWidth > element.clientWidth + 1) {
          const how =
            style.textOverflow === "ellipsis"
              ? "ends in an ellipsis"
              : clips(style)
                ? "is clipped"
                : "spills out";
          found.push(`${label} ${how}: ${element.scrollWidth} > ${element.clientWidth}`);
        }
        if (
          (style.overflowY === "hidden" || style.overflowY === "clip") &&
          element.scrollHeight > element.clientHeight + 1
        ) {
          found.push(`${label} is clipped below: ${element.scrollHeight} > ${element.clientHeight}`);
        }
      }
      // Cut by a box around it that hides what overflows it (a card, a row); in a box that scrolls sideways (the
      // home page's strip of members) it is whole, a swipe away.
      let scrolls = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const { overflowX } = getComputedStyle(parent);
        scrolls = overflowX === "auto" || overflowX === "scroll";
        if (scrolls) break;
        if (overflowX !== "hidden" && overflowX !== "clip") continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          found.push(`${label} is cut by ${short(parent)}`);
        }
        break;
      }
      if (!scrolls && (box.left < -1 || box.right > root.clientWidth + 1)) {
        found.push(`${label} is off screen: ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return found;
  }, WHOLE);
  // Soft: the journey goes on, so one run names every screen that does not fit.
  expect.soft(problems, `overflow on ${screen} at ${page.viewportSize()?.width} px`).toEqual([]);
}
