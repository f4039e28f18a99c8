/** Logging in and out, and saving the interface language of a logged-in member (spec §7 user.php, logout.php). */

import type { SupportedLocale } from "@amora/contract/locales";
import { UserResponseSchema } from "@amora/contract/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { type SessionUser, setSessionUser } from "./session.ts";

export interface LoginInput {
  email: string;
  password: string;
}

export async function logIn(input: LoginInput): Promise<SessionUser | null> {
  const response = await apiClient.request("/api/user.php", {
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
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
