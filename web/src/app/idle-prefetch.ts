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

/**
 * Runs the loaders when the browser is idle (each at most 2 s after the one before; the first at most 2 s
 * from now); returns the cancel function. One screen per idle period: each loader evaluates its screen's code
 * and applies its stylesheets to the page, and all at once that was one long task after the first paint
 * (Total Blocking Time, docs/performance.md, issue 16).
 */
export function scheduleIdlePrefetch(loaders: ChunkLoader[], target: IdleWindow = window): () => void {
  if (target.requestIdleCallback && target.cancelIdleCallback) {
    const cancel = target.cancelIdleCallback;
    let handle: number | undefined;
    let cancelled = false;
    const next = (index: number) => {
      const load = loaders[index];
      if (!load || cancelled) return;
      handle = target.requestIdleCallback?.(
        () => {
          // A chunk that fails here is loaded again, with its error handling, when its route is opened.
          void load()
            .catch(() => {})
            .then(() => next(index + 1));
        },
        { timeout: IDLE_PREFETCH_TIMEOUT_MS },
      );
    };
    next(0);
    return () => {
      cancelled = true;
      if (handle !== undefined) cancel(handle);
    };
  }
  // Safari has no requestIdleCallback: the timeout alone, all at once.
  const timer = setTimeout(() => {
    for (const load of loaders) load().catch(() => {});
  }, IDLE_PREFETCH_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
