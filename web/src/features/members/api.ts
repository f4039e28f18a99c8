/** The member calls: search (GET /api/members.php), a profile (GET /api/profile.php) and blocking (/api/block.php). */
import { BlockResponseSchema, ProfileViewResponseSchema } from "@amora/contract/profiles";
import { SearchResponseSchema } from "@amora/contract/search";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import type { SearchFilters } from "./search-filters.ts";
import { filtersToQuery } from "./search-filters.ts";

export const membersQueryKeys = {
  search: (filters: SearchFilters, network?: string) =>
    ["members", "search", filters, network ?? null] as const,
  profile: (id: number) => ["members", "profile", id] as const,
};

/**
 * `network` is the visitor's stored traffic source (tracking.ts): on a site whose logged-out search is open
 * only to visitors who came with one (logged_out_search_trafficsource, spec §3), it is what opens the search.
 */
export function searchQuery(filters: SearchFilters, network?: string) {
  return queryOptions({
    queryKey: membersQueryKeys.search(filters, network),
    queryFn: ({ signal }) =>
      apiClient.request("/api/members.php", {
        query: { ...filtersToQuery(filters), network },
        parser: SearchResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function profileQuery(id: number) {
  return queryOptions({
    queryKey: membersQueryKeys.profile(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.request("/api/profile.php", {
          query: { id },
          parser: ProfileViewResponseSchema,
          signal,
        })
      ).profile,
    staleTime: 60_000,
  });
}

/**
 * Blocks or unblocks a member; the answer updates the cached profile. `markBlocked` does the same for a
 * block made by another call (a report that blocks in the same step).
 */
export function useBlockMember(id: number) {
  const queryClient = useQueryClient();
  const markBlocked = () => {
    queryClient.setQueryData(membersQueryKeys.profile(id), (profile) =>
      profile ? { ...profile, blocked_by_me: true } : profile,
    );
    void queryClient.invalidateQueries({ queryKey: ["members", "search"] });
  };
  const mutation = useMutation({
    mutationFn: async (block: boolean) =>
      (
        await apiClient.request("/api/block.php", {
          method: block ? "POST" : "DELETE",
          body: { profile_id: id },
          parser: BlockResponseSchema,
        })
      ).blocked,
    onSuccess: (blocked) => {
      queryClient.setQueryData(membersQueryKeys.profile(id), (profile) =>
        profile ? { ...profile, blocked_by_me: blocked } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: ["members", "search"] });
    },
  });
  return Object.assign(mutation, { markBlocked });
}
