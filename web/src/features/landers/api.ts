/**
 * A lander's data (GET /api/lander.php): its niche, the visitor's country and the profiles to show. The
 * route's loader fetches it before the page renders (so a server-rendered lander paints with its photos);
 * `useLander` keeps it in the query cache from there.
 */
import { type Lander, type LanderResponse, LanderResponseSchema } from "@amora/contract/landers";
import { useQuery } from "@tanstack/react-query";
import { type LoaderFunction, useLoaderData } from "react-router";
import { apiClient } from "../../lib/api-client.ts";
import { serverApiContext } from "../../lib/server-api.ts";

export const landerKey = (name: Lander, slug: string | undefined) => ["lander", name, slug ?? ""] as const;

function landerQuery(name: Lander, slug: string | undefined): Record<string, string> {
  return slug ? { name, slug } : { name };
}

export function fetchLander(name: Lander, slug: string | undefined, signal?: AbortSignal) {
  return apiClient.request("/api/lander.php", {
    query: landerQuery(name, slug),
    parser: LanderResponseSchema,
    signal,
  });
}

/**
 * The loader of a lander's route: its data, or null when the call failed (the page then shows its error
 * state with a retry instead of the error page, as a lander must always offer the signup).
 */
export function landerLoader(name: Lander): LoaderFunction {
  return async ({ params, context, request }): Promise<LanderResponse | null> => {
    const slug = params.slug;
    const serverApi = context.get(serverApiContext);
    try {
      if (serverApi) {
        const search = new URLSearchParams(landerQuery(name, slug));
        return LanderResponseSchema.parse(await serverApi(`/api/lander.php?${search}`));
      }
      return await fetchLander(name, slug, request.signal);
    } catch {
      return null;
    }
  };
}

/** The lander's data: the loader's first, then the cache's (refetched after a minute, as the server's). */
export function useLander(name: Lander, slug: string | undefined) {
  const loaded = useLoaderData() as LanderResponse | null | undefined;
  return useQuery({
    queryKey: landerKey(name, slug),
    queryFn: ({ signal }) => fetchLander(name, slug, signal),
    initialData: loaded ?? undefined,
    staleTime: 60_000,
  });
}
