/**
 * The app, started by the browser entry (entry-client.ts) after the first paint: the query client and the
 * router; everything else loads as chunks. A page the
 * server rendered (entry-server.tsx) is hydrated once the site is started as the server started it;
 * any other page (a member's, or when the server did not render) is rendered here.
 */
import type { BootData } from "@amora/contract/boot-data";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { ErrorPageGuard } from "./app/errors/error-page-guard.tsx";
import { AppProviders } from "./app/providers.tsx";
import { createAppRouter, createHydratingRouter } from "./app/router.tsx";
import { watchChunkLoadErrors } from "./lib/chunk-reload.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { listenToServiceWorker } from "./lib/service-worker.ts";

/** How long hydration waits for the stylesheet it enables: a failed load must not keep the page dead. */
const STYLESHEET_WAIT_MS = 3_000;

/**
 * A server-rendered page has its CSS inlined and the whole stylesheet waiting, as media="print" or, on a page
 * that starts the app on intent, `disabled` and not loaded yet (server/src/plugins/page-render.ts); switched
 * on here, as the CSP refuses an inline onload. Resolves once each is loaded (the idle prefetch usually put
 * it in the cache), so that what the app shows next (a press held until hydration opens the signup form)
 * has its styles.
 */
function enableDeferredStylesheets(): Promise<void> {
  const loads = [...document.querySelectorAll<HTMLLinkElement>("link[data-deferred-stylesheet]")].map(
    (link) => {
      const loaded =
        link.sheet !== null
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              link.addEventListener("load", () => resolve(), { once: true });
              link.addEventListener("error", () => resolve(), { once: true });
              setTimeout(resolve, STYLESHEET_WAIT_MS);
            });
      link.disabled = false;
      link.media = "all";
      return loaded;
    },
  );
  return Promise.all(loads).then(() => {});
}

/** Runs once the hydrated page's effects have run: its handlers are attached. */
function WhenHydrated({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}

interface StartOptions {
  /** The boot data the server wrote into the page, as the entry read it. */
  boot: BootData | null;
  /** Runs as React takes the page over (ends what the entry did for the page until then). */
  beforeRender: () => void;
  /** Runs once React has the page (the presses held until then: app/start-on-intent.ts). */
  afterHydration?: (() => Promise<void>) | undefined;
}

/** Starts the app: called by the browser entry, as this module itself is free of side effects (package.json). */
export function startApp({ boot, beforeRender, afterHydration }: StartOptions): void {
  watchChunkLoadErrors();
  // Before the first call: an answer the worker took from its kept copy tells the page at once that it is offline.
  listenToServiceWorker();
  const stylesheets = enableDeferredStylesheets();
  const queryClient = createQueryClient();

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  const released = () => void afterHydration?.();
  function app(router: DataRouter) {
    return (
      <StrictMode>
        <ErrorPageGuard>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </ErrorPageGuard>
        <WhenHydrated run={released} />
      </StrictMode>
    );
  }

  /** Settings, language and the matched screens, as the server had them; null when a chunk failed to load. */
  async function prepareHydration(): Promise<DataRouter | null> {
    if (!boot?.router) return null;
    try {
      const { loadSite } = await import("./app/load-site.ts");
      await loadSite(queryClient, new Request(window.location.href), boot);
      return await createHydratingRouter(queryClient, boot);
    } catch {
      // Rendered afresh instead: the root loader tries again and shows the error page if it fails too.
      return null;
    }
  }

  void Promise.all([prepareHydration(), stylesheets]).then(([hydrating]) => {
    beforeRender();
    if (hydrating) {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
      // thread for the whole page (Total Blocking Time); the page is already on screen meanwhile.
      startTransition(() => {
        hydrateRoot(container, app(hydrating));
      });
    } else createRoot(container).render(app(createAppRouter(queryClient, boot)));
  });
}
