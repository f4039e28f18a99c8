/**
 * The unsubscribe link's calls: GET says what a token is for (nothing changes: mail scanners open links),
 * POST with `{token}` switches it off. The same path answers mail clients' RFC 8058 one-click posts.
 */
import { UnsubscribeResponseSchema, type UnsubscribeScope } from "@amora/contract/unsubscribe";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";

const PATH = "/api/unsubscribe.php";

export const unsubscribeLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ["unsubscribe", token],
    queryFn: async ({ signal }): Promise<UnsubscribeScope> =>
      (await apiClient.request(PATH, { query: { token }, parser: UnsubscribeResponseSchema, signal })).type,
    // A link is valid or not for good: asking again would only repeat the answer.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string): Promise<UnsubscribeScope> =>
      // Switching off what is off already changes nothing, so a lost answer may be asked again.
      (
        await apiClient.request(PATH, {
          method: "POST",
          body: { token },
          idempotent: true,
          parser: UnsubscribeResponseSchema,
        })
      ).type,
  });
}
