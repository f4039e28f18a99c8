/**
 * Spec §9's idle prefetch: once the page is idle, or after IDLE_PREFETCH_TIMEOUT_MS (2 s) at the latest,
 * the code of the screens a visitor or member most likely opens next is fetched, so following the
 * navigation shows them without waiting for their chunks. Only code: no data is asked for.
 */
import { IDLE_PREFETCH_TIMEOUT_MS } from "@amora/contract/constants";

export type ChunkLoader = () => Promise<unknown>;

/** Where a member goes from anywhere: search, profiles, chats (with their layout) and likes. */
export const MEMBER_NEXT_SCREENS: ChunkLoader[] = [
  () => import("../routes/members.tsx"),
  () => import("../routes/member.tsx"),
  () => import("./layouts/chat-layout.tsx"),
  () => import("../routes/chats.tsx"),
  () => import("../routes/likes.tsx"),
];

/** Where a visitor goes: the member search and a profile, logging in, signing up. */
export const VISITOR_NEXT_SCREENS: ChunkLoader[] = [
  () => import("../routes/members.tsx"),
  () => import("../routes/member.tsx"),
  () => import("../routes/login.tsx"),
  () => import("../routes/signup.tsx"),
];

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs the loaders when the browser is idle (at most 2 s from now); returns the cancel function. */
export function scheduleIdlePrefetch(loaders: ChunkLoader[], target: IdleWindow = window): () => void {
  const run = () => {
    for (const load of loaders) {
      // A chunk that fails here is loaded again, with its error handling, when its route is opened.
      load().catch(() => {});
    }
  };
  if (target.requestIdleCallback && target.cancelIdleCallback) {
    const cancel = target.cancelIdleCallback;
    const handle = target.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    return () => cancel(handle);
  }
  // Safari has no requestIdleCallback: the timeout alone.
  const timer = setTimeout(run, IDLE_PREFETCH_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
