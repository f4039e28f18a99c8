/**
 * The privacy calls (issue 17): the data export's state and request, and the requests a logged-out member
 * makes by e-mail (data export, account deletion), which the server answers the same whether or not the
 * address has an account.
 */
import { DeleteOfferAnswerResponseSchema, DeleteOfferResponseSchema } from "@amora/contract/accounts";
import { type DataExportState, DataExportStateSchema } from "@amora/contract/data-export";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";

/** While an export is being prepared, the settings section asks again this often. */
export const EXPORT_POLL_MS = 15_000;

export const dataExportQuery = queryOptions({
  queryKey: ["account", "data-export"],
  queryFn: ({ signal }) =>
    apiClient.request("/api/data-export.php", { parser: DataExportStateSchema, signal }),
  refetchInterval: (query) => (query.state.data?.status === "preparing" ? EXPORT_POLL_MS : false),
});

export function useDataExport() {
  return useQuery(dataExportQuery);
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.request("/api/data-export.php", { method: "POST", body: {}, parser: DataExportStateSchema }),
    onSuccess: (state: DataExportState) => queryClient.setQueryData(dataExportQuery.queryKey, state),
  });
}

/** What a logged-out member can ask for by e-mail; each path mails a confirmation link. */
export const MAILED_REQUEST_PATHS = {
  export: "/api/data-export-request.php",
  deletion: "/api/account-deletion-request.php",
} as const;
export type MailedRequest = keyof typeof MAILED_REQUEST_PATHS;

export async function requestByMail(kind: MailedRequest, email: string): Promise<void> {
  await apiClient.request(MAILED_REQUEST_PATHS[kind], { method: "POST", body: { email } });
}

/** The member's own code from a taken delete_discount offer. */
export type TakenOffer = NonNullable<ReturnType<typeof DeleteOfferAnswerResponseSchema.parse>["discount"]>;

/** The delete_discount offer of the settings' deletion, asked once the member starts deleting. */
export function useDeleteOffer(isEnabled: boolean) {
  return useQuery({
    queryKey: ["account", "delete-offer"],
    queryFn: async ({ signal }) =>
      (await apiClient.request("/api/delete-offer.php", { parser: DeleteOfferResponseSchema, signal })).offer,
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function answerDeleteOffer(accept: boolean): Promise<TakenOffer | null> {
  const answer = await apiClient.request("/api/delete-offer.php", {
    method: "POST",
    body: { accept },
    parser: DeleteOfferAnswerResponseSchema,
  });
  return answer.discount;
}

/** A mailed deletion link: whether it works, and the offer to show before confirming. */
export function useDeletionLink(token: string) {
  return useQuery({
    queryKey: ["account", "deletion-link", token],
    queryFn: async ({ signal }) =>
      (
        await apiClient.request(`/api/account-deletion.php?token=${encodeURIComponent(token)}`, {
          parser: DeleteOfferResponseSchema,
          signal,
        })
      ).offer,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function answerMailedDeleteOffer(token: string, accept: boolean): Promise<TakenOffer | null> {
  const answer = await apiClient.request("/api/account-deletion-offer.php", {
    method: "POST",
    body: { token, accept },
    parser: DeleteOfferAnswerResponseSchema,
  });
  return answer.discount;
}

export async function deleteByMailedLink(input: { token: string; reason?: string }): Promise<void> {
  await apiClient.request("/api/account-deletion.php", { method: "POST", body: input });
}
