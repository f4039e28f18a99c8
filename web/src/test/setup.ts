/**
 * Test setup for the web app: the network is MSW (network.ts), and a test fails when it logs console.error or
 * leaves a screen with a serious accessibility violation. DOM, storage and cookies are reset between tests.
 */
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { seriousA11yViolations } from "./a11y.ts";
import { encodeUploadsBeforeFetch, testServer } from "./network.ts";

// Lazy chunks and i18n load asynchronously; on a busy two-core machine that can take longer than
// Testing Library's default second, so waits give up only after five.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so it does not scroll; pages scroll to the top when they open.
window.scrollTo = () => {};

// A request no handler answers is an error: MSW logs it (failing the test below) and the request fails.
beforeAll(() => {
  testServer.listen({ onUnhandledFrame: "error" });
  encodeUploadsBeforeFetch();
});
afterAll(() => testServer.close());

/**
 * Everything logged with console.error during the current test. React reports act() warnings, missing keys,
 * invalid DOM nesting and errors caught by boundaries there, and MSW its unhandled requests: each is a defect
 * the test would otherwise pass over. Console.error is replaced rather than spied on, so that a test's
 * vi.restoreAllMocks() cannot switch the check off.
 */
const consoleErrors: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  consoleErrors.push(
    args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "),
  );
  printError(...args);
};

/** Whether the test left anything on the page: its render containers and the portals of dialogs and menus. */
function somethingRendered(): boolean {
  return [...document.body.children].some((child) => child.childElementCount > 0 || child.textContent !== "");
}

afterEach(async () => {
  // The screen as the test left it, checked once per test: axe is too slow in jsdom to run after every step.
  const violations = somethingRendered()
    ? await seriousA11yViolations(document.body).catch((error: unknown) => [`axe could not run: ${error}`])
    : [];
  cleanup();
  testServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.lang = "";
  document.title = "";

  const problems = [
    ...(violations.length > 0 ? [`Accessibility violations (axe):\n${violations.join("\n")}`] : []),
    ...consoleErrors.splice(0).map((message) => `console.error was called during the test:\n${message}`),
  ];
  if (problems.length > 0) throw new Error(problems.join("\n---\n"));
});
