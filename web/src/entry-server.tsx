/**
 * Server rendering of the logged-out pages (home, landers, information pages) for the server's
 * plugins/page-render.ts, built by `vite build --ssr` into dist-server/. A page renders as a visitor sees it
 * on the first visit: the settings the server gives, no user, the page's language; the browser entry
 * (main.tsx) hydrates it with the same settings and React Router's loader data from the boot data.
 */

import type { LanderVisit } from "@amora/contract/landers";
import type { SupportedLocale } from "@amora/contract/locales";
import type { Settings } from "@amora/contract/settings";
import type { QueryClient } from "@tanstack/react-query";
import { createInstance, type i18n as I18n } from "i18next";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
  RouterContextProvider,
  type StaticHandler,
  StaticRouterProvider,
} from "react-router";
import { ErrorPageGuard } from "./app/errors/error-page-guard.tsx";
import { AppProviders } from "./app/providers.tsx";
import { createAppRoutes } from "./app/router.tsx";
import { seedLanderVisit } from "./features/lander-visit/index.ts";
import { sessionUserQuery } from "./features/session/index.ts";
import { settingsQuery } from "./features/site/index.ts";
import { errorCatalogues, loadCatalogues } from "./i18n/catalogues.ts";
import { i18nOptions } from "./i18n/i18n-options.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { type ServerApi, serverApiContext } from "./lib/server-api.ts";

export interface PageRequest {
  /** The page's absolute URL. */
  url: string;
  settings: Settings;
  language: SupportedLocale;
  /**
   * The server's own API as the visitor's request would call it (its site, language and address): the route
   * loaders fetch their page's data with it (an information page's text, a lander's profiles). Without it
   * they render without.
   */
  api?: ServerApi;
  /** On a lander: the visit's A/B variant, which the page shows (features/lander-visit). */
  lander?: LanderVisit;
}

export interface RenderedPage {
  /** What goes into #root. */
  markup: string;
  /** For the boot data: the router's state to hydrate with. */
  router: HydrationState;
}

/**
 * One static handler for the process: it resolves each lazy route once and keeps it. The root loader does
 * nothing here, as the settings and the visitor are in the query client before the render.
 */
let handler: StaticHandler | undefined;

/**
 * One i18next instance per language, started once and only read afterwards (the server never switches a
 * language), so concurrent renders can share it.
 */
const instances = new Map<SupportedLocale, Promise<I18n>>();

async function startInstance(language: SupportedLocale): Promise<I18n> {
  const instance = createInstance();
  const resources = {
    [language]: { errors: errorCatalogues[language] ?? {}, ...(await loadCatalogues(language)) },
  };
  await instance.init(i18nOptions(language, resources));
  return instance;
}

function i18nFor(language: SupportedLocale): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = startInstance(language);
    instances.set(language, instance);
  }
  return instance;
}

function visitorQueryClient(page: PageRequest): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQuery().queryKey, page.settings);
  queryClient.setQueryData(sessionUserQuery.queryKey, null);
  seedLanderVisit(queryClient, page.lander);
  return queryClient;
}

/** The page's HTML, or null when it is not a plain page (a redirect, an error, a 404): the shell serves those. */
export async function renderPage(page: PageRequest): Promise<RenderedPage | null> {
  handler ??= createStaticHandler(createAppRoutes(() => null));
  const requestContext = new RouterContextProvider(
    page.api ? new Map([[serverApiContext, page.api]]) : undefined,
  );
  const context = await handler.query(new Request(page.url), { requestContext });
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <ErrorPageGuard>
        <AppProviders queryClient={visitorQueryClient(page)} i18n={await i18nFor(page.language)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ErrorPageGuard>
    </StrictMode>,
  );
  return { markup, router: { loaderData: context.loaderData, actionData: context.actionData } };
}
