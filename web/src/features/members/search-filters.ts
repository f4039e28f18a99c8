/** The search filters as they live in the URL query, so back/forward and reload keep them. */
export type Gender = "male" | "female" | "any";

export interface SearchFilters {
  gender?: Gender;
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  page: number;
}

const GENDERS: readonly Gender[] = ["male", "female", "any"];

function age(value: string | null): number | undefined {
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 18 && n <= 99 ? n : undefined;
}

export function filtersFromSearch(params: URLSearchParams): SearchFilters {
  const gender = params.get("gender");
  const page = Number(params.get("page"));
  return {
    gender: GENDERS.includes(gender as Gender) ? (gender as Gender) : undefined,
    country: params.get("country") || undefined,
    countryregion: params.get("countryregion") || undefined,
    min_age: age(params.get("min_age")),
    max_age: age(params.get("max_age")),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The query of both the URL and the API call: unset filters and page 1 are left out. */
export function filtersToQuery(filters: SearchFilters): Record<string, string | undefined> {
  return {
    gender: filters.gender,
    country: filters.country,
    countryregion: filters.countryregion,
    min_age: filters.min_age === undefined ? undefined : String(filters.min_age),
    max_age: filters.max_age === undefined ? undefined : String(filters.max_age),
    page: filters.page > 1 ? String(filters.page) : undefined,
  };
}

export function filtersToSearch(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersToQuery(filters))) {
    if (value !== undefined) params.set(key, value);
  }
  return params;
}
