/** Test setup for the web app: DOM, storage and cookies are reset between tests. */
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Lazy chunks and i18n load asynchronously; on a busy two-core machine that can take longer than
// Testing Library's default second, so waits give up only after five.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so it does not scroll; pages scroll to the top when they open.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.lang = "";
  document.title = "";
});
