/** POST /api/signup.php: creates the account and logs the new member in at once (status not_confirmed). */
import { type SignupRequest, UserResponseSchema } from "@amora/contract/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { type SessionUser, setSessionUser } from "../session/index.ts";

export async function signUp(request: SignupRequest): Promise<SessionUser | null> {
  return (
    await apiClient.request("/api/signup.php", { method: "POST", body: request, parser: UserResponseSchema })
  ).user;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
