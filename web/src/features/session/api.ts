/** Logging in and out, and saving the interface language of a logged-in member (spec §7 user.php, logout.php). */

import type { SupportedLocale } from "@amora/contract/locales";
import { LoginResponseSchema, UserResponseSchema } from "@amora/contract/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { type SessionUser, setSessionUser } from "./session.ts";

export interface LoginInput {
  email: string;
  password: string;
}

/** The member signed in, or the token of the code step when their two-step sign-in is on. */
export type LoginResult = { user: SessionUser | null; twoStepToken?: undefined } | { twoStepToken: string };

export async function logIn(input: LoginInput): Promise<LoginResult> {
  const response = await apiClient.request("/api/user.php", {
    method: "POST",
    body: input,
    parser: LoginResponseSchema,
  });
  return response.two_step ? { twoStepToken: response.two_step.token } : { user: response.user };
}

/** The login's second step (decision 052): an authenticator's code or a recovery code. */
export async function logInWithCode(input: { token: string; code: string }): Promise<SessionUser | null> {
  const response = await apiClient.request("/api/login-code.php", {
    method: "POST",
    body: input,
    parser: UserResponseSchema,
  });
  return response.user;
}

export async function logOut(): Promise<void> {
  // Repeating a logout cannot do anything twice, so it may be retried.
  await apiClient.request("/api/logout.php", { method: "POST", idempotent: true });
}

export async function saveLanguage(language: SupportedLocale): Promise<SessionUser | null> {
  const response = await apiClient.request("/api/user.php", {
    method: "PUT",
    body: { language },
    idempotent: true,
    parser: UserResponseSchema,
  });
  return response.user;
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (result) => {
      if (result.twoStepToken === undefined) setSessionUser(queryClient, result.user);
    },
  });
}

export function useLogInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInWithCode,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
