/** Renders the app's routes as the browser does, without a server: settings in the cache, every catalogue in i18next. */
import type { SupportedLocale } from "@amora/contract/locales";
import type { CompanyInfo, Settings } from "@amora/contract/settings";
import { render } from "@testing-library/react";
import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "../app/providers.tsx";
import { createAppRoutes } from "../app/router.tsx";
import { type SessionUser, sessionUserQuery } from "../features/session/session.ts";
import { siteQueryKeys } from "../features/site/query-keys.ts";
import { type Catalogue, errorCatalogues } from "../i18n/catalogues.ts";
import { configureI18n } from "../i18n/configure.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { testCompanyInfo, testSettings } from "./fixtures.ts";
import { mockApi } from "./mock-api.ts";
import { testServer } from "./network.ts";

const catalogueFiles = import.meta.glob<Catalogue>("../../../locales/*/*.json", {
  eager: true,
  import: "default",
});

function allCatalogues(): Resource {
  const resources: Resource = {};
  for (const [path, catalogue] of Object.entries(catalogueFiles)) {
    const [, language = "", namespace = ""] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    resources[language] = { ...resources[language], [namespace]: catalogue };
  }
  return resources;
}

/**
 * The errors of every language, as the app has a language's once its catalogues have loaded (the entry holds
 * English's only): the tests' instance has every language from the start.
 */
for (const [language, catalogues] of Object.entries(allCatalogues())) {
  if (catalogues.errors) errorCatalogues[language] = catalogues.errors as Catalogue;
}

/** An i18next instance set up like the app's, with every catalogue of every language loaded. */
export async function createTestI18n(language: SupportedLocale = "en"): Promise<I18n> {
  const instance = createInstance();
  await configureI18n(instance, language, allCatalogues());
  return instance;
}

export interface RenderAppOptions {
  settings?: Partial<Settings>;
  companyInfo?: CompanyInfo;
  /** The logged-in member (see testUser()); logged out by default. */
  user?: SessionUser | null;
  language?: SupportedLocale;
  /** Defaults to the app's own route tree, with a root loader that needs no server. */
  routes?: RouteObject[];
}

/**
 * Renders the app at `path`. A test that set up no API (mockApi) gets the default one: the session check
 * answers `user` and every other call 404 NOT_FOUND, so pages that load something show their error state.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  if (testServer.listHandlers().length === 0) mockApi({}, { user: options.user ?? null });
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteQueryKeys.settings, testSettings(options.settings));
  queryClient.setQueryData(siteQueryKeys.companyInfo, options.companyInfo ?? testCompanyInfo());
  queryClient.setQueryData(sessionUserQuery.queryKey, options.user ?? null);
  const i18n = await createTestI18n(options.language);
  const router = createMemoryRouter(options.routes ?? createAppRoutes(() => null), {
    initialEntries: [path],
  });

  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, i18n };
}
