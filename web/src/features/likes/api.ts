/**
 * The like calls (contract/src/likes.ts). Every change refreshes the likes lists and the session user,
 * whose `new_likes` drives the navigation badge and the title/app-badge total, so they update at once; a
 * like or unlike also sets `liked_by_me` on the cached profile page.
 */
import {
  AutoLikeResponseSchema,
  type LikeResponse,
  LikeResponseSchema,
  type LikeSourceSchema,
  type LikesResponse,
  LikesResponseSchema,
  SuggestionsResponseSchema,
  SwipeResponseSchema,
} from "@amora/contract/likes";
import type { ProfileCard, ProfileView } from "@amora/contract/profiles";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { apiClient } from "../../lib/api-client.ts";
import { membersQueryKeys } from "../members/index.ts";
import { sessionUserQuery } from "../session/index.ts";

type LikeSource = z.infer<typeof LikeSourceSchema>;

export const likesQueryKeys = {
  all: ["likes"] as const,
  list: ["likes", "list"] as const,
  finder: ["likes", "finder"] as const,
  swipe: ["likes", "swipe"] as const,
};

/** The browser's time zone: the swipe game's day ends at the member's own midnight. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const likesQuery = queryOptions({
  queryKey: likesQueryKeys.list,
  queryFn: ({ signal }) => apiClient.request("/api/likes.php", { parser: LikesResponseSchema, signal }),
});

export const matchFinderQuery = queryOptions({
  queryKey: likesQueryKeys.finder,
  queryFn: async ({ signal }) =>
    (await apiClient.request("/api/match-finder.php", { parser: SuggestionsResponseSchema, signal }))
      .profiles,
  staleTime: 5 * 60_000,
});

export const swipeQuery = queryOptions({
  queryKey: likesQueryKeys.swipe,
  queryFn: ({ signal }) =>
    apiClient.request("/api/swipe.php", {
      query: { time_zone: browserTimeZone() },
      parser: SwipeResponseSchema,
      signal,
    }),
});

/** The three lists of the likes page, in the server's order (newest like first). */
export interface LikesLists {
  received: { profile: ProfileCard; isNew: boolean }[];
  sent: ProfileCard[];
  /** Members in both lists: they liked me and I liked them. */
  matches: ProfileCard[];
}

export function splitLikes(data: LikesResponse): LikesLists {
  const cards = new Map(data.profiles.map((profile) => [profile.id, profile]));
  const liked = new Set(data.liked);
  const received = data.liked_by.flatMap((entry) => {
    const profile = cards.get(entry.id);
    return profile ? [{ profile, isNew: entry.like_new }] : [];
  });
  const sent = data.liked.flatMap((id) => {
    const profile = cards.get(id);
    return profile ? [profile] : [];
  });
  const matches = received.filter((entry) => liked.has(entry.profile.id)).map((entry) => entry.profile);
  return { received, sent, matches };
}

/** After any like change: the lists and the badge (session user). */
function useRefreshLikes() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: likesQueryKeys.list });
    void queryClient.invalidateQueries({ queryKey: sessionUserQuery.queryKey });
  };
}

/** A like or unlike answered: the cached profile page follows at once, then the lists and the badge. */
function useLikeAnswered() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLikes();
  return (answer: LikeResponse, profileId: number) => {
    queryClient.setQueryData<ProfileView>(membersQueryKeys.profile(profileId), (profile) =>
      profile ? { ...profile, liked_by_me: answer.liked } : profile,
    );
    refresh();
  };
}

export function useLike() {
  const answered = useLikeAnswered();
  return useMutation({
    mutationFn: (like: { profileId: number; source: LikeSource }): Promise<LikeResponse> =>
      apiClient.request("/api/like.php", {
        method: "POST",
        body: { profile_id: like.profileId, source: like.source, time_zone: browserTimeZone() },
        parser: LikeResponseSchema,
      }),
    onSuccess: (answer, like) => answered(answer, like.profileId),
  });
}

export function useUnlike() {
  const answered = useLikeAnswered();
  return useMutation({
    mutationFn: (profileId: number) =>
      apiClient.request("/api/like.php", {
        method: "DELETE",
        body: { profile_id: profileId },
        parser: LikeResponseSchema,
      }),
    onSuccess: (answer, profileId) => answered(answer, profileId),
  });
}

/** Opening a member who liked me clears their `like_new`. */
export function useMarkLikeSeen() {
  const refresh = useRefreshLikes();
  return useMutation({
    mutationFn: (profileId: number) =>
      apiClient.request("/api/likes.php", { method: "PUT", body: { profile_id: profileId } }),
    onSuccess: refresh,
  });
}

export function usePass() {
  return useMutation({
    mutationFn: (profileId: number) =>
      apiClient.request("/api/pass.php", { method: "POST", body: { profile_id: profileId } }),
  });
}

/** Takes back the last swipe (like or pass) within SWIPE_UNDO_MS; a taken-back like is not counted. */
export function useUndoSwipe() {
  const refresh = useRefreshLikes();
  return useMutation({
    mutationFn: (profileId: number) =>
      apiClient.request("/api/swipe.php", {
        method: "DELETE",
        body: { profile_id: profileId, time_zone: browserTimeZone() },
        parser: SwipeResponseSchema,
      }),
    onSuccess: refresh,
  });
}

/** A fictional profile that has just liked the member (the like modal), or null. */
export async function fetchAutoLike(signal?: AbortSignal) {
  return (await apiClient.request("/api/auto-like.php", { parser: AutoLikeResponseSchema, signal })).profile;
}

/**
 * Leaving a suggestions page (match finder, swipe game), its cached list loses the members acted on, so
 * they do not show again on the next visit before the list is fetched anew.
 */
export function usePruneOnLeave(prune: (actedOn: ReadonlySet<number>) => void, actedOn: ReadonlySet<number>) {
  const latest = useRef({ prune, actedOn });
  useEffect(() => {
    latest.current = { prune, actedOn };
  });
  useEffect(
    () => () => {
      const { prune: run, actedOn: ids } = latest.current;
      if (ids.size > 0) run(ids);
    },
    [],
  );
}
