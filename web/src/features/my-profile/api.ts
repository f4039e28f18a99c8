/**
 * The own-profile calls: GET/PUT /api/my-profile.php, photos at /api/photos.php (POST upload, PUT main,
 * DELETE), and GET /api/geocode.php for "Use my location". Every answer is the whole profile, which
 * replaces the cache; the session user (name, main photo in the menu) and this profile's page refresh.
 */
import { GeocodeResponseSchema } from "@amora/contract/geocode";
import {
  type MyProfile,
  MyProfileResponseSchema,
  type ProfileUpdateRequest,
} from "@amora/contract/my-profile";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { membersQueryKeys } from "../members/index.ts";
import { sessionUserQuery } from "../session/index.ts";

const MY_PROFILE_KEY = ["my-profile"] as const;

export const myProfileQuery = queryOptions({
  queryKey: MY_PROFILE_KEY,
  queryFn: async ({ signal }) =>
    (await apiClient.request("/api/my-profile.php", { parser: MyProfileResponseSchema, signal })).profile,
});

function useProfileMutation<V>(call: (variables: V) => Promise<{ profile: MyProfile }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => (await call(variables)).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(MY_PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: sessionUserQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: membersQueryKeys.profile(profile.id) });
    },
  });
}

export function useSaveProfile() {
  return useProfileMutation((update: ProfileUpdateRequest) =>
    apiClient.request("/api/my-profile.php", {
      method: "PUT",
      body: update,
      parser: MyProfileResponseSchema,
    }),
  );
}

export function useUploadPhoto() {
  return useProfileMutation((file: File) => {
    const form = new FormData();
    form.append("photo", file);
    return apiClient.request("/api/photos.php", {
      method: "POST",
      body: form,
      parser: MyProfileResponseSchema,
    });
  });
}

export function useChooseMainPhoto() {
  return useProfileMutation((photoId: number) =>
    apiClient.request("/api/photos.php", {
      method: "PUT",
      body: { photo_id: photoId },
      parser: MyProfileResponseSchema,
    }),
  );
}

export function useDeletePhoto() {
  return useProfileMutation((photoId: number) =>
    apiClient.request("/api/photos.php", {
      method: "DELETE",
      body: { photo_id: photoId },
      parser: MyProfileResponseSchema,
    }),
  );
}

/** The place at a position, from the server's offline data set (spec §7 geocode). */
export async function geocode(lat: number, lon: number, signal?: AbortSignal) {
  return (
    await apiClient.request("/api/geocode.php", {
      query: { lat, lon },
      parser: GeocodeResponseSchema,
      signal,
    })
  ).geocode;
}
