/**
 * The account calls of a member and of the e-mail links: activation mail, password reset, e-mail change,
 * password, settings, deletion, alert dismissal and the matches shown after signup. Every call that answers
 * a user puts it into the session cache, so the whole app shows the new state at once.
 */
import { type DISMISSIBLE_ALERTS, UserResponseSchema } from "@amora/contract/accounts";
import { FeaturedResponseSchema } from "@amora/contract/profiles";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-errors.ts";
import { type SessionUser, sessionUserQuery, setSessionUser } from "../session/index.ts";

export type DismissibleAlert = (typeof DISMISSIBLE_ALERTS)[number];

export interface AccountUpdate {
  invisible?: boolean;
  typing_indicators?: boolean;
  read_receipts?: boolean;
  country?: SessionUser["profile"]["country"];
  region?: string;
  city?: string;
  email_notifications?: Partial<SessionUser["email_notifications"]>;
  push_notifications?: Partial<SessionUser["push_notifications"]>;
  email_digest?: boolean;
}

type Method = "POST" | "PUT" | "DELETE";

async function callForUser(path: string, method: Method, body: unknown): Promise<SessionUser | null> {
  return (await apiClient.request(path, { method, body, parser: UserResponseSchema })).user;
}

async function callAccepted(path: string, body: unknown): Promise<void> {
  await apiClient.request(path, { method: "POST", body });
}

export const accountApi = {
  resendActivationMail: () => callAccepted("/api/activation-mail.php", {}),
  requestPasswordReset: (email: string) => callAccepted("/api/password-reset.php", { email }),
  resetPassword: (input: { token: string; password: string; password_confirmation: string }) =>
    callForUser("/api/password-reset-do.php", "POST", input),
  requestMailChange: (email: string) => callAccepted("/api/mail-change.php", { email }),
  confirmMailChange: (token: string) => callForUser("/api/mail-change-do.php", "POST", { token }),
  changePassword: (input: { old_password: string; password: string }) =>
    callForUser("/api/password.php", "PUT", input),
  updateAccount: (update: AccountUpdate) => callForUser("/api/account.php", "PUT", update),
  deleteAccount: (input: { password: string; reason?: string }) =>
    callForUser("/api/account.php", "DELETE", input),
  dismissAlert: (alert: DismissibleAlert) => callForUser("/api/alerts.php", "POST", { alert }),
  requestNotificationsReenable: () => callAccepted("/api/notifications-reenable.php", {}),
};

/** A mutation of an account call that answers the user: the answer goes into the session cache. */
export function useUserMutation<Input>(call: (input: Input) => Promise<SessionUser | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

/** Sends the activation link again; an account that turns out to be active already reloads its status. */
export function useResendActivationMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.resendActivationMail,
    onError: (error) => {
      if (error instanceof ApiError && error.code === "ALREADY_ACTIVE") {
        void queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey });
      }
    },
  });
}

export const signupMatchesQuery = queryOptions({
  queryKey: ["account", "signup-matches"],
  queryFn: async ({ signal }) =>
    (await apiClient.request("/api/signup-matches.php", { parser: FeaturedResponseSchema, signal })).profiles,
  staleTime: 5 * 60_000,
});

export function useSignupMatches() {
  return useQuery(signupMatchesQuery);
}
