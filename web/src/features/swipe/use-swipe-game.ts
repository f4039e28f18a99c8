/**
 * The swipe game's state and rules, apart from how they look (swipe-game-page.tsx renders them):
 *
 * - the stack is the server's cards less the ones swiped here; a swipe takes the top card away at once and
 *   sends the like or pass, and a failed call puts the card back with the error (a member who cannot be
 *   liked stays away);
 * - the likes left are the server's count less the likes on their way; a like answer brings the new count,
 *   and 403 SWIPE_LIMIT_REACHED ends the game at 0 with the card kept for tomorrow;
 * - Undo is offered for SWIPE_UNDO_MS after a swipe, once the server has it;
 * - a stack that runs out is fetched again once the last swipes have reached the server.
 */
import { SWIPE_UNDO_MS, type SwipeResponse } from "@amora/contract/likes";
import type { ProfileCard } from "@amora/contract/profiles";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTimeouts } from "../../lib/use-timeouts.ts";
import { hasErrorCode } from "../account/index.ts";
import { swipeQuery, useLike, usePass, usePruneOnLeave, useUndoSwipe } from "../likes/index.ts";
import { prefersReducedMotion } from "./motion.ts";
import type { SwipeKind } from "./swipe-card.tsx";

/** How long a swiped card flies (swipe.scss, `swipe-fly-*`), a little more so the animation can finish. */
const LEAVE_MS = 380;

export interface LastSwipe {
  seq: number;
  profile: ProfileCard;
  kind: SwipeKind;
  /** When it was made (epoch ms): Undo is offered until SWIPE_UNDO_MS later. */
  at: number;
  /** True once the server has it; Undo waits for that. */
  settled: boolean;
}

/** A swiped card still flying off screen. */
export interface Leaving {
  seq: number;
  profile: ProfileCard;
  kind: SwipeKind;
  fromX: number;
}

/** What the live region says happened last. */
export type SwipeOutcome = { kind: "liked" | "passed" | "undone"; name: string } | null;

/** The stack ran out: fetched again ("loading"), and what came back was empty too ("done"). */
export type Refill = "idle" | "loading" | "done";

export function useSwipeGame(data: SwipeResponse) {
  const queryClient = useQueryClient();
  const like = useLike();
  const pass = usePass();
  const undo = useUndoSwipe();
  const { later } = useTimeouts();

  const regionRef = useRef<HTMLElement>(null);
  const seq = useRef(0);
  const focusRegion = useRef(false);
  /** Ids swiped here and not taken back: hidden even if a refetch answers before the server has them. */
  const [gone, setGone] = useState<ReadonlySet<number>>(() => new Set());
  const [pending, setPending] = useState({ likes: 0, passes: 0 });
  const [last, setLast] = useState<LastSwipe | null>(null);
  const [leaving, setLeaving] = useState<Leaving[]>([]);
  const [outcome, setOutcome] = useState<SwipeOutcome>(null);
  const [match, setMatch] = useState<ProfileCard | null>(null);
  /** The failure to explain, kept as it came so the page words it in the member's language. */
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [refill, setRefill] = useState<Refill>(() => (data.profiles.length === 0 ? "done" : "idle"));

  const stack = data.profiles.filter((profile) => !gone.has(profile.id));
  const top = stack[0];
  const likesLeft = Math.max(0, data.likes_left - pending.likes);
  const outOfLikes = data.likes_left === 0;
  const busy = pending.likes + pending.passes > 0;
  const empty = stack.length === 0;

  usePruneOnLeave(
    (swiped) =>
      queryClient.setQueryData(swipeQuery.queryKey, (old) =>
        old ? { ...old, profiles: old.profiles.filter((profile) => !swiped.has(profile.id)) } : old,
      ),
    gone,
  );

  // The stack ran out: ask for more once the last swipes have reached the server.
  useEffect(() => {
    if (!empty) {
      setRefill("idle");
      return;
    }
    if (outOfLikes || busy || refill !== "idle") return;
    setRefill("loading");
    void queryClient.refetchQueries({ queryKey: swipeQuery.queryKey }).finally(() => setRefill("done"));
  }, [empty, outOfLikes, busy, refill, queryClient]);

  // After an undo, or when more cards came for a stack that ran out under the keyboard, the stack may only
  // now be back on screen: give it the focus asked for.
  useEffect(() => {
    if (focusRegion.current && regionRef.current) {
      focusRegion.current = false;
      regionRef.current.focus();
    }
  });

  const updateGame = (update: (old: SwipeResponse) => SwipeResponse) =>
    queryClient.setQueryData(swipeQuery.queryKey, (old) => (old ? update(old) : old));

  const restore = (profileId: number) =>
    setGone((current) => {
      const next = new Set(current);
      next.delete(profileId);
      return next;
    });

  const forget = (id: number) => setLast((current) => (current?.seq === id ? null : current));

  const send = async (kind: SwipeKind, profile: ProfileCard, id: number) => {
    const count = kind === "like" ? "likes" : "passes";
    setPending((current) => ({ ...current, [count]: current[count] + 1 }));
    try {
      if (kind === "like") {
        const answer = await like.mutateAsync({ profileId: profile.id, source: "swipe" });
        const allowance = answer.swipe;
        if (allowance) updateGame((old) => ({ ...old, ...allowance }));
        if (answer.match) setMatch(profile);
      } else {
        await pass.mutateAsync(profile.id);
      }
      setLast((current) => (current?.seq === id ? { ...current, settled: true } : current));
    } catch (error) {
      forget(id);
      if (hasErrorCode(error, "SWIPE_LIMIT_REACHED")) {
        // The like did not count: the card stays for tomorrow, the game shows the wait screen.
        const resetsAt = error.params.resets_at;
        updateGame((old) => ({
          ...old,
          likes_left: 0,
          resets_at: typeof resetsAt === "string" ? resetsAt : old.resets_at,
        }));
        restore(profile.id);
      } else {
        // A member who cannot be liked (blocked, gone) stays away; anything else comes back to try again.
        if (!hasErrorCode(error, "LIKE_NOT_POSSIBLE")) restore(profile.id);
        setOutcome(null);
        setFailure({ error });
      }
    } finally {
      setPending((current) => ({ ...current, [count]: current[count] - 1 }));
    }
  };

  /** Likes or passes the top card; `fromX` is where a drag let it go, for its flight. */
  const swipeTop = (kind: SwipeKind, fromX = 0) => {
    if (!top || (kind === "like" && likesLeft <= 0)) return;
    const id = ++seq.current;
    // The card's own link may have the focus: it goes with the card, so the stack takes it.
    const focusInGame = regionRef.current?.closest(".swipe-game")?.contains(document.activeElement) ?? false;
    if (focusInGame && regionRef.current?.contains(document.activeElement)) regionRef.current.focus();
    // The last card: the stack and its buttons go while more are fetched, so the focus comes back to it.
    if (focusInGame && stack.length === 1) focusRegion.current = true;
    setGone((current) => new Set(current).add(top.id));
    setFailure(null);
    setLast({ seq: id, profile: top, kind, at: Date.now(), settled: false });
    later(() => forget(id), SWIPE_UNDO_MS);
    setOutcome({ kind: kind === "like" ? "liked" : "passed", name: top.name });
    if (!prefersReducedMotion()) {
      setLeaving((current) => [...current, { seq: id, profile: top, kind, fromX }]);
      later(() => setLeaving((current) => current.filter((card) => card.seq !== id)), LEAVE_MS);
    }
    void send(kind, top, id);
  };

  /** Takes the last swipe back, once the server has it and while SWIPE_UNDO_MS has not run out. */
  const undoLast = async () => {
    if (!last?.settled) return;
    const { profile } = last;
    setLast(null);
    setFailure(null);
    try {
      const answer = await undo.mutateAsync(profile.id);
      updateGame(() => ({
        likes_left: answer.likes_left,
        resets_at: answer.resets_at,
        profiles: [profile, ...answer.profiles.filter((card) => card.id !== profile.id)],
      }));
      restore(profile.id);
      setMatch((current) => (current?.id === profile.id ? null : current));
      setOutcome({ kind: "undone", name: profile.name });
      focusRegion.current = true;
    } catch (error) {
      setFailure({ error });
    }
  };

  return {
    /** The stack's element: it keeps the keyboard focus while cards come and go. */
    regionRef,
    stack,
    top,
    likesLeft,
    outOfLikes,
    empty,
    refill,
    last,
    leaving,
    outcome,
    match,
    failure,
    swipeTop,
    undoLast,
    closeMatch: () => setMatch(null),
    closeError: () => setFailure(null),
  };
}
