/**
 * The browser entry (index.html): the stylesheet, then the app (main.tsx) once the page has painted. A
 * server-rendered page is complete HTML with its CSS inlined, so it is shown first; the app's code, ~140 KiB
 * compressed and hundreds of milliseconds of work on a phone, evaluated as soon as it came would hold that
 * first paint back (a repeat visitor's cached copy comes at once). A page the server did not render shows the
 * boot screen meanwhile, one frame longer.
 *
 * Until the app has hydrated the page, its controls have no handlers; the two a visitor reaches first work
 * from here at once: a tap on the entry warning's "Enter", and a language picked in the dropdown. These
 * modules are imported directly, not through their feature's index.ts, which would bring the feature's React
 * code into this first download (web/vite.config.ts keeps them out of the app's chunk).
 */
import "./styles/app.scss";
import { acceptEntryBeforeHydration } from "./features/site-entry-warning/early-entry.ts";
import { switchLanguageBeforeHydration } from "./i18n/early-language.ts";

function afterFirstPaint(run: () => void): void {
  // A tab opened in the background paints nothing and runs no animation frame until it is shown.
  if (document.visibilityState === "hidden") run();
  // The frame's callback runs before its paint; a task queued from it runs after.
  else requestAnimationFrame(() => setTimeout(run, 0));
}

acceptEntryBeforeHydration();
const stopEarlyLanguage = switchLanguageBeforeHydration();
afterFirstPaint(() => {
  // React is a chunk of its own (web/vite.config.ts), asked for first: evaluated as it arrives, in a task of
  // its own, and the app's start after it in another, rather than both in one long task.
  // A failure here is the app's own import's to meet (it needs React too).
  import("react-dom/client").catch(() => {});
  void import("./main.tsx").then(({ startApp }) => startApp({ beforeRender: stopEarlyLanguage }));
});
