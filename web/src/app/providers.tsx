/**
 * The app-wide providers around the router. The app's i18next instance registers itself with react-i18next
 * when the root loader starts it (it is loaded lazily, to keep i18next out of the entry), so only tests,
 * which bring an instance of their own, pass `i18n`.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { type ReactNode, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { LiveProvider } from "../features/live/index.ts";
import { logOutWhenSessionEnds } from "../features/session/index.ts";
import { apiClient } from "../lib/api-client.ts";

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n?: I18n;
  children: ReactNode;
}

export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  // Spec §6: the forced logout on an ended session. Here rather than in the root loader, so the tests,
  // which render these providers with a loader of their own, run the app's real handler.
  useEffect(() => logOutWhenSessionEnds(apiClient, queryClient), [queryClient]);
  // The live connection runs while a member is logged in (it reads the session from the cache).
  const live = <LiveProvider>{children}</LiveProvider>;
  return (
    <QueryClientProvider client={queryClient}>
      {i18n ? <I18nextProvider i18n={i18n}>{live}</I18nextProvider> : live}
    </QueryClientProvider>
  );
}
