/** The site's reference data of spec §7: settings, company info, interests and regions, each loaded once. */
import {
  CompanyInfoResponseSchema,
  InterestsResponseSchema,
  RegionsResponseSchema,
  type Settings,
  SettingsResponseSchema,
} from "@amora/contract/settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { siteQueryKeys } from "./query-keys.ts";

/** Loaded once per page load: nothing refetches it, and it is never dropped from the cache. */
const ONCE = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** Spec §7: the route's query params, plus the domain forced to the page's host, so a URL cannot pick another site. */
function settingsParams(route: URL | undefined): URLSearchParams {
  const params = new URLSearchParams(route?.search);
  if (route) params.set("domain", route.host);
  return params;
}

/**
 * The settings of the site this host serves, requested with the URL of the first route. The key leaves the
 * URL out: the settings are loaded once, and later routes read them from the cache.
 */
export function settingsQuery(route?: URL) {
  return queryOptions({
    queryKey: siteQueryKeys.settings,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request("/api/settings.php", {
          query: settingsParams(route),
          parser: SettingsResponseSchema,
          signal,
        })
      ).settings,
    ...ONCE,
  });
}

/**
 * The site settings: the react-query result, whose `data` is the Settings. The root route's loader has
 * them in the cache before any screen renders, so under the root route `data` is always there.
 */
export function useSettings() {
  return useQuery(settingsQuery());
}

/** The settings, for code under the root route, whose loader guarantees they are there. */
export function useLoadedSettings(): Settings {
  const { data } = useSettings();
  if (!data) throw new Error("The site settings are not loaded: render this under the root route.");
  return data;
}

export const companyInfoQuery = queryOptions({
  queryKey: siteQueryKeys.companyInfo,
  queryFn: async ({ signal }) =>
    (await apiClient.request("/api/companyinfo.php", { parser: CompanyInfoResponseSchema, signal }))
      .companyinfo,
  ...ONCE,
});

export function useCompanyInfo() {
  return useQuery(companyInfoQuery);
}

export const interestsQuery = queryOptions({
  queryKey: siteQueryKeys.interests,
  queryFn: async ({ signal }) =>
    (await apiClient.request("/api/interests.php", { parser: InterestsResponseSchema, signal })).interests,
  ...ONCE,
});

export function useInterests() {
  return useQuery(interestsQuery);
}

export const regionsQuery = queryOptions({
  queryKey: siteQueryKeys.regions,
  queryFn: async ({ signal }) =>
    (await apiClient.request("/api/regions.php", { parser: RegionsResponseSchema, signal })).regions,
  ...ONCE,
});

export function useRegions() {
  return useQuery(regionsQuery);
}
