/**
 * The member's signed-in devices (contract/src/sessions.ts): the list, and signing one or all others out.
 * After a sign-out the list is read again, so it shows what the server now holds.
 */
import { SessionsEndedResponseSchema, SessionsResponseSchema } from "@amora/contract/sessions";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";

export const sessionsQuery = queryOptions({
  queryKey: ["account", "sessions"],
  queryFn: async ({ signal }) =>
    (await apiClient.request("/api/sessions.php", { parser: SessionsResponseSchema, signal })).sessions,
});

const sessionsApi = {
  endOne: async (id: string) =>
    (
      await apiClient.request("/api/sessions.php", {
        method: "DELETE",
        body: { id },
        parser: SessionsEndedResponseSchema,
      })
    ).ended,
  endOthers: async () =>
    (
      await apiClient.request("/api/sessions/others.php", {
        method: "POST",
        body: {},
        parser: SessionsEndedResponseSchema,
      })
    ).ended,
};

function useSessionsMutation<Input>(call: (input: Input) => Promise<number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export function useEndSession() {
  return useSessionsMutation(sessionsApi.endOne);
}

export function useEndOtherSessions() {
  return useSessionsMutation(sessionsApi.endOthers);
}
