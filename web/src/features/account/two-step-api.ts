/** Two-step sign-in in the settings (contract/src/two-step.ts): its status, setup, recovery codes, turning off. */
import {
  RecoveryCodesResponseSchema,
  TwoStepSetupSchema,
  TwoStepStatusSchema,
} from "@amora/contract/two-step";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";

export const twoStepQuery = queryOptions({
  queryKey: ["account", "two-step"],
  queryFn: ({ signal }) => apiClient.request("/api/two-step.php", { parser: TwoStepStatusSchema, signal }),
});

interface PasswordAndCode {
  password: string;
  code: string;
}

const twoStepApi = {
  setup: () =>
    apiClient.request("/api/two-step-setup.php", { method: "POST", body: {}, parser: TwoStepSetupSchema }),
  enable: async (input: PasswordAndCode) =>
    (
      await apiClient.request("/api/two-step.php", {
        method: "POST",
        body: input,
        parser: RecoveryCodesResponseSchema,
      })
    ).recovery_codes,
  renew: async (input: { password: string }) =>
    (
      await apiClient.request("/api/two-step-recovery-codes.php", {
        method: "POST",
        body: input,
        parser: RecoveryCodesResponseSchema,
      })
    ).recovery_codes,
  disable: async (input: PasswordAndCode) => {
    await apiClient.request("/api/two-step.php", { method: "DELETE", body: input });
  },
};

/** A change, after which the status is read again so the section shows what the server now holds. */
function useTwoStepMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoStepQuery.queryKey }),
  });
}

export const useTwoStepSetup = () => useMutation({ mutationFn: twoStepApi.setup });
export const useEnableTwoStep = () => useTwoStepMutation(twoStepApi.enable);
export const useRenewRecoveryCodes = () => useTwoStepMutation(twoStepApi.renew);
export const useDisableTwoStep = () => useTwoStepMutation(twoStepApi.disable);
