/**
 * The browser entry (index.html): the stylesheet, then the app (main.tsx) once the page has painted. A
 * server-rendered page is complete HTML with its CSS inlined, so it is shown first; the app's code, ~140 KiB
 * compressed and hundreds of milliseconds of work on a phone, evaluated as soon as it came would hold that
 * first paint back (a repeat visitor's cached copy comes at once). A page the server did not render shows the
 * boot screen meanwhile, one frame longer.
 */
import "./styles/app.scss";

function afterFirstPaint(run: () => void): void {
  // A tab opened in the background paints nothing and runs no animation frame until it is shown.
  if (document.visibilityState === "hidden") run();
  // The frame's callback runs before its paint; a task queued from it runs after.
  else requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => void import("./main.tsx").then(({ startApp }) => startApp()));
