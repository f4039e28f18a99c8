/** The cache keys of the site's reference data, apart from the fetchers so reading the cache needs no API code. */
export const siteQueryKeys = {
  settings: ["site", "settings"],
  companyInfo: ["site", "companyinfo"],
  interests: ["site", "interests"],
  regions: ["site", "regions"],
} as const;
