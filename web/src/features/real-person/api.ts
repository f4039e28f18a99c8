/** The "is this a real person?" call: POST /api/real-person.php {profile_id}; each question is logged. */
import {
  REAL_PERSON_PATH,
  type RealPersonResponse,
  RealPersonResponseSchema,
} from "@amora/contract/real-person";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";

/** A mutation, not a cached query: every time the member asks is a question the back office counts. */
export function useAskRealPerson(profileId: number) {
  return useMutation({
    mutationFn: (): Promise<RealPersonResponse> =>
      apiClient.request(REAL_PERSON_PATH, {
        method: "POST",
        body: { profile_id: profileId },
        parser: RealPersonResponseSchema,
      }),
  });
}
