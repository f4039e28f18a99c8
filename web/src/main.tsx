/**
 * The app, started by the browser entry (entry-client.ts) after the first paint: the query client and the
 * router; everything else loads as chunks. A page the
 * server rendered (entry-server.tsx) is hydrated once the site is started as the server started it;
 * any other page (a member's, or when the server did not render) is rendered here.
 */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { readBootData } from "./app/boot-data.ts";
import { ErrorPageGuard } from "./app/errors/error-page-guard.tsx";
import { AppProviders } from "./app/providers.tsx";
import { createAppRouter, createHydratingRouter } from "./app/router.tsx";
import { captureTracking } from "./features/signup/index.ts";
import { watchChunkLoadErrors } from "./lib/chunk-reload.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { listenToServiceWorker } from "./lib/service-worker.ts";

/**
 * A server-rendered page has its CSS inlined and the whole stylesheet waiting as media="print"
 * (server/src/plugins/page-render.ts); switched on here, as the CSP refuses an inline onload.
 */
function enableDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-deferred-stylesheet]")) {
    link.media = "all";
  }
}

/**
 * Starts the app: called by the browser entry, as this module itself is free of side effects (package.json).
 * `beforeRender` runs as React takes the page over (ends what the entry did for the page until then).
 */
export function startApp({ beforeRender }: { beforeRender: () => void }): void {
  watchChunkLoadErrors();
  // Before the first call: an answer the worker took from its kept copy tells the page at once that it is offline.
  listenToServiceWorker();
  enableDeferredStylesheets();
  // A server-rendered page can be used before it is hydrated: a link followed then loads the next page afresh,
  // so the traffic source is kept now (not only by the root loader).
  captureTracking(window.location.search);
  const boot = readBootData();
  const queryClient = createQueryClient();

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  function app(router: DataRouter) {
    return (
      <StrictMode>
        <ErrorPageGuard>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </ErrorPageGuard>
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

  void prepareHydration().then((hydrating) => {
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
