/** Featured member profiles for the visitor home page: fetcher and query hook, parsed with the contract schema. */
import { FeaturedResponseSchema, type ProfileCard } from "@amora/contract/profile-card";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";

export const featuredProfilesKey = (limit: number) => ["featured-profiles", limit] as const;

export async function fetchFeaturedProfiles(limit: number, signal?: AbortSignal): Promise<ProfileCard[]> {
  const response = await apiClient.request("/api/featured.php", {
    query: { limit },
    parser: FeaturedResponseSchema,
    signal,
  });
  return response.profiles;
}

export function useFeaturedProfiles(limit: number) {
  return useQuery({
    queryKey: featuredProfilesKey(limit),
    queryFn: ({ signal }) => fetchFeaturedProfiles(limit, signal),
    // The server caches the teaser for a minute; going back and forth on the page need not refetch it.
    staleTime: 60_000,
  });
}
