/**
 * The browser entry (index.html): the stylesheet, then the app (main.tsx). A server-rendered page is complete
 * HTML with its CSS inlined, so it is shown first; the app's code, ~140 KiB compressed and hundreds of
 * milliseconds of work on a phone, evaluated as soon as it came would hold that first paint back. So the app
 * starts after the first paint, and on a lander or an information page only when the visitor first reaches
 * for the page (app/start-on-intent.ts, decision 045). A page the server did not render shows the boot
 * screen meanwhile, one frame longer.
 *
 * Until the app has hydrated the page, its controls have no handlers; the two a visitor reaches first work
 * from here at once: a tap on the entry warning's "Enter", and a language picked in the dropdown. These
 * modules are imported directly, not through their feature's index.ts, which would bring the feature's React
 * code into this first download (web/vite.config.ts keeps them out of the app's chunk).
 */
import "./styles/app.scss";
import { LIKE_MODAL_PARAM } from "@amora/contract/constants";
import { readBootData } from "./app/boot-data.ts";
import { prefetchNextScreens, scheduleIdlePrefetch } from "./app/idle-prefetch.ts";
import { type HeldActions, holdEarlyActions, onFirstIntent } from "./app/start-on-intent.ts";
import { landerSlug, watchBounce } from "./features/lander-visit/bounce-watch.ts";
import { captureLanderVisit, captureTracking } from "./features/signup/tracking-store.ts";
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
const boot = readBootData();
// The traffic source and the lander are kept at once: the visitor may follow a link (which loads the next
// page afresh) before the app has started, or without it ever starting.
captureTracking(window.location.search);
if (boot?.lander) captureLanderVisit(boot.lander);
let started = false;

function startApp(held?: HeldActions): void {
  if (started) return;
  started = true;
  // React is a chunk of its own (web/vite.config.ts), asked for first: evaluated as it arrives, in a task of
  // its own, and the app's start after it in another, rather than both in one long task.
  // A failure here is the app's own import's to meet (it needs React too).
  import("react-dom/client").catch(() => {});
  import("./main.tsx")
    .then(({ startApp }) =>
      startApp({ boot, beforeRender: stopEarlyLanguage, afterHydration: held?.release }),
    )
    // Offline, or a new release removed this page's chunks: what was held is done without the app if it can be.
    .catch(() => held?.giveUp());
}

// The like modal's `t` needs the app at once.
if (boot?.startOnIntent && !new URLSearchParams(window.location.search).has(LIKE_MODAL_PARAM)) {
  // Before the held presses below, which stop the clicks that count as acting on the lander.
  if (boot.lander?.bounceLogging) watchBounce(boot.lander, landerSlug(window.location.pathname));
  // The app's own code first, so that the first touch does not wait for the network.
  scheduleIdlePrefetch(() => void prefetchNextScreens(["start", "visitor"]));
  const held = holdEarlyActions(() => startApp(held));
  onFirstIntent(() => startApp(held));
} else afterFirstPaint(() => startApp());
