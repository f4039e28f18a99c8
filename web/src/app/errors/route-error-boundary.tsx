/** The routes' error boundaries: a failed chunk load reloads the page once (spec §4), anything else shows the error page. */
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { isChunkLoadError, mayReloadAfterChunkError, reloadAfterChunkError } from "../../lib/chunk-reload.ts";
import { ErrorPage } from "./error-page.tsx";
import { ErrorPageGuard } from "./error-page-guard.tsx";

/** For errors below a layout: the error page shows inside the layout, navigation and footer stay. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const willReload = isChunkLoadError(error) && mayReloadAfterChunkError();

  useEffect(() => {
    if (willReload) reloadAfterChunkError();
  }, [willReload]);

  if (willReload) return null;
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
    </ErrorPageGuard>
  );
}

/** For errors of the root route (the settings failed to load) or of a layout itself: the error page on its own. */
export function RootErrorBoundary() {
  return (
    <main className="app-main app-main--bare">
      <RouteErrorBoundary />
    </main>
  );
}
