/**
 * The swipe game (/swipe-game, members only; spec §2, §9 "4 likes per day, then wait"; ux.md "one big card
 * with drag, buttons and arrow keys").
 *
 * - GET /api/swipe.php (swipeQuery) gives the card stack, today's likes left and, at 0, when they come back.
 * - The top card is liked by a drag to the right, the Like button or → while the stack has focus
 *   (POST /api/like.php, source "swipe"); passed by a drag to the left, Pass or ← (POST /api/pass.php).
 *   The card leaves at once; a failed call puts it back with the error.
 * - The counter shows the likes left, less the likes on their way; each like answer brings the server's count.
 * - For SWIPE_UNDO_MS after a swipe, Undo (with a shrinking ring) takes it back: DELETE /api/swipe.php puts
 *   the card on top again and answers the count (an undone like is not counted).
 * - At 0 likes left (GET, like answer, or 403 SWIPE_LIMIT_REACHED) the game ends: the wait screen counts
 *   down to `resets_at` and fetches the game again at zero.
 * - When the stack runs out the game is fetched again; still empty, the empty state points to the search.
 * - A like that makes a match shows a small banner with the profile and chat links (the likes feature owns
 *   the full match modal).
 * - A polite live region announces the outcome of each swipe and the current card ("Sofie, 29, Amsterdam").
 */
import { SWIPE_LIKES_PER_DAY } from "@amora/contract/constants";
import { SWIPE_UNDO_MS, type SwipeResponse } from "@amora/contract/likes";
import type { ProfileCard } from "@amora/contract/profiles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { HeartFilledIcon, Icon } from "../../components/icons.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { CloseIcon, HeartIcon, SearchIcon } from "../../components/member-icons.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";
import { useTimeouts } from "../../lib/use-timeouts.ts";
import { hasErrorCode, useErrorText } from "../account/index.ts";
import { swipeQuery, useLike, usePass, usePruneOnLeave, useUndoSwipe } from "../likes/index.ts";
import { MemberOnly } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useFocusWhenLost } from "./focus.ts";
import { prefersReducedMotion } from "./motion.ts";
import { LeavingCard, SwipeCard, type SwipeCardLabels, type SwipeKind } from "./swipe-card.tsx";
import { WaitScreen } from "./wait-screen.tsx";
import "./swipe.scss";
import "../../components/state-card.scss";

/** Cards drawn: the top one and two peeking out behind it. */
const VISIBLE_CARDS = 3;
/** How long a swiped card flies (swipe.scss, `swipe-fly-*`), a little more so the animation can finish. */
const LEAVE_MS = 380;

interface LastSwipe {
  seq: number;
  profile: ProfileCard;
  kind: SwipeKind;
  /** When it was made (epoch ms): Undo is offered until SWIPE_UNDO_MS later. */
  at: number;
  /** True once the server has it; Undo waits for that. */
  settled: boolean;
}

interface Leaving {
  seq: number;
  profile: ProfileCard;
  kind: SwipeKind;
  fromX: number;
}

export function SwipeGamePage() {
  return <MemberOnly>{() => <SwipeGame />}</MemberOnly>;
}

function SwipeGame() {
  const { t } = useTranslation("swipe");
  const swipe = useQuery(swipeQuery);

  if (swipe.data) {
    return <Game data={swipe.data} isFetching={swipe.isFetching} refetch={() => void swipe.refetch()} />;
  }
  return (
    <div className="container swipe-page">
      <header className="swipe-page__head">
        <h1 className="swipe-page__title">{t("game.title")}</h1>
      </header>
      {swipe.isError ? (
        <LoadFailed text={t("game.loadFailed")} onRetry={() => void swipe.refetch()} />
      ) : (
        <StackSkeleton label={t("game.loading")} withControls />
      )}
    </div>
  );
}

function Game({
  data,
  isFetching,
  refetch,
}: {
  data: SwipeResponse;
  isFetching: boolean;
  refetch: () => void;
}) {
  const { t } = useTranslation("swipe");
  const { t: tCommon } = useTranslation();
  const settings = useLoadedSettings();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const like = useLike();
  const pass = usePass();
  const undo = useUndoSwipe();

  const regionRef = useRef<HTMLElement>(null);
  const seq = useRef(0);
  const { later } = useTimeouts();
  const focusRegion = useRef(false);
  /** Ids swiped here and not taken back: hidden even if a refetch answers before the server has them. */
  const [gone, setGone] = useState<ReadonlySet<number>>(() => new Set());
  const [pending, setPending] = useState({ likes: 0, passes: 0 });
  const [last, setLast] = useState<LastSwipe | null>(null);
  const [leaving, setLeaving] = useState<Leaving[]>([]);
  const [outcome, setOutcome] = useState("");
  const [match, setMatch] = useState<ProfileCard | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The stack ran out: fetched again ("loading"), and what came back was empty too ("done"). */
  const [refill, setRefill] = useState<"idle" | "loading" | "done">(() =>
    data.profiles.length === 0 ? "done" : "idle",
  );

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

  const describe = (profile: ProfileCard) =>
    profile.city
      ? t("game.card", { name: profile.name, age: profile.age, city: profile.city })
      : t("game.cardNoCity", { name: profile.name, age: profile.age });

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
    } catch (failure) {
      setLast((current) => (current?.seq === id ? null : current));
      if (hasErrorCode(failure, "SWIPE_LIMIT_REACHED")) {
        // The like did not count: the card stays for tomorrow, the game shows the wait screen.
        const resetsAt = failure.params.resets_at;
        updateGame((old) => ({
          ...old,
          likes_left: 0,
          resets_at: typeof resetsAt === "string" ? resetsAt : old.resets_at,
        }));
        restore(profile.id);
      } else {
        // A member who cannot be liked (blocked, gone) stays away; anything else comes back to try again.
        if (!hasErrorCode(failure, "LIKE_NOT_POSSIBLE")) restore(profile.id);
        setOutcome("");
        setError(errorText(failure));
      }
    } finally {
      setPending((current) => ({ ...current, [count]: current[count] - 1 }));
    }
  };

  const swipeTop = (kind: SwipeKind, fromX = 0) => {
    if (!top || (kind === "like" && likesLeft <= 0)) return;
    const id = ++seq.current;
    // The card's own link may have the focus: it goes with the card, so the stack takes it.
    const focusInGame = regionRef.current?.closest(".swipe-game")?.contains(document.activeElement) ?? false;
    if (focusInGame && regionRef.current?.contains(document.activeElement)) regionRef.current.focus();
    // The last card: the stack and its buttons go while more are fetched, so the focus comes back to it.
    if (focusInGame && stack.length === 1) focusRegion.current = true;
    setGone((current) => new Set(current).add(top.id));
    setError(null);
    setLast({ seq: id, profile: top, kind, at: Date.now(), settled: false });
    setOutcome(t(kind === "like" ? "game.liked" : "game.passed", { name: top.name }));
    if (!prefersReducedMotion()) {
      setLeaving((current) => [...current, { seq: id, profile: top, kind, fromX }]);
      later(() => setLeaving((current) => current.filter((card) => card.seq !== id)), LEAVE_MS);
    }
    void send(kind, top, id);
  };

  const undoLast = async () => {
    if (!last?.settled) return;
    const { profile } = last;
    setLast(null);
    setError(null);
    try {
      const answer = await undo.mutateAsync(profile.id);
      updateGame(() => ({
        likes_left: answer.likes_left,
        resets_at: answer.resets_at,
        profiles: [profile, ...answer.profiles.filter((card) => card.id !== profile.id)],
      }));
      restore(profile.id);
      setMatch((current) => (current?.id === profile.id ? null : current));
      setOutcome(t("game.undone", { name: profile.name }));
      focusRegion.current = true;
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const kind = event.key === "ArrowRight" ? "like" : event.key === "ArrowLeft" ? "pass" : null;
    if (!kind) return;
    event.preventDefault();
    if (!event.repeat) swipeTop(kind);
  };

  const expireUndo = (id: number) => setLast((current) => (current?.seq === id ? null : current));
  const undoButton = last && (
    <UndoButton key={last.seq} swipe={last} onUndo={() => void undoLast()} onExpire={expireUndo} />
  );

  const cardLabels = (profile: ProfileCard): SwipeCardLabels => ({
    nameAge: tCommon("memberCard.nameAge", { name: profile.name, age: profile.age }),
    photoAlt: tCommon("memberCard.photoOf", { name: profile.name }),
    noPhoto: tCommon("memberCard.noPhoto"),
    stampLike: t("game.stampLike"),
    stampNope: t("game.stampNope"),
    viewProfile: t("game.viewProfile"),
  });
  const fictional = { icon: settings.fictional_icon, label: settings.fictional_singular };

  const announcement = [outcome, !outOfLikes && top ? describe(top) : ""].filter(Boolean).join(" ");

  return (
    <div className="container swipe-page">
      <header className="swipe-page__head">
        <h1 className="swipe-page__title">{t("game.title")}</h1>
        <LikesCounter likesLeft={likesLeft} />
      </header>

      <div
        className={`swipe-page__notices${outOfLikes || empty ? "" : " swipe-page__notices--over"}`}
        aria-live="polite"
      >
        {match && (
          <MatchBanner profile={match} cdnPrefix={settings.cdn_prefix} onClose={() => setMatch(null)} />
        )}
      </div>
      {error && (
        <div className="alert alert-danger swipe-page__error" role="alert">
          <span>{error}</span>
          <button
            type="button"
            className="btn-close"
            aria-label={t("game.closeError")}
            onClick={() => setError(null)}
          />
        </div>
      )}

      {outOfLikes ? (
        <>
          <WaitScreen resetsAt={data.resets_at} checking={isFetching} onReset={refetch} />
          {undoButton && <div className="swipe-page__undo-alone">{undoButton}</div>}
        </>
      ) : empty && refill !== "done" ? (
        <StackSkeleton label={t("game.findingMore")} />
      ) : empty ? (
        <>
          <EmptyState />
          {undoButton && <div className="swipe-page__undo-alone">{undoButton}</div>}
        </>
      ) : (
        <div className="swipe-game">
          <section
            ref={regionRef}
            className="swipe-stack"
            aria-label={t("game.stackLabel")}
            aria-describedby="swipe-hint"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the stack is the arrow keys' target (ux.md: keyboard paths for every action)
            tabIndex={0}
            onKeyDown={onKeyDown}
          >
            {stack.slice(0, VISIBLE_CARDS).map((profile, depth) => (
              <SwipeCard
                key={profile.id}
                profile={profile}
                depth={depth}
                cdnPrefix={settings.cdn_prefix}
                fictional={fictional}
                labels={cardLabels(profile)}
                canLike={likesLeft > 0}
                onSwipe={swipeTop}
              />
            ))}
            {leaving.map((card) => (
              <LeavingCard
                key={`leaving-${card.seq}`}
                profile={card.profile}
                kind={card.kind}
                fromX={card.fromX}
                cdnPrefix={settings.cdn_prefix}
                fictional={fictional}
                labels={cardLabels(card.profile)}
              />
            ))}
          </section>
          <div className="swipe-controls">
            <button
              type="button"
              className="swipe-action swipe-action--pass"
              aria-label={top ? t("game.passName", { name: top.name }) : t("game.pass")}
              onClick={() => swipeTop("pass")}
            >
              <span className="swipe-action__icon">
                <CloseIcon size={30} />
              </span>
              <span className="swipe-action__label">{t("game.pass")}</span>
            </button>
            <div className="swipe-controls__undo">{undoButton}</div>
            <button
              type="button"
              className="swipe-action swipe-action--like"
              aria-label={top ? t("game.likeName", { name: top.name }) : t("game.like")}
              disabled={likesLeft <= 0}
              onClick={() => swipeTop("like")}
            >
              <span className="swipe-action__icon">
                <HeartFilledIcon size={32} />
              </span>
              <span className="swipe-action__label">{t("game.like")}</span>
            </button>
          </div>
          <p id="swipe-hint" className="swipe-page__hint">
            {t("game.hint")}
          </p>
        </div>
      )}

      <p className="visually-hidden" role="status" aria-live="polite" data-testid="swipe-announcer">
        {announcement}
      </p>
    </div>
  );
}

function LikesCounter({ likesLeft }: { likesLeft: number }) {
  const { t } = useTranslation("swipe");
  return (
    <p className="swipe-likes" data-testid="swipe-likes-left">
      <span className="swipe-likes__hearts" aria-hidden="true">
        {Array.from({ length: SWIPE_LIKES_PER_DAY }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the hearts are positions, not items
            key={index}
            className={`swipe-likes__heart${index < likesLeft ? " is-left" : ""}`}
          >
            <HeartFilledIcon size={14} />
          </span>
        ))}
      </span>
      <span>{t("game.likesLeft", { count: likesLeft })}</span>
    </p>
  );
}

function UndoIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </Icon>
  );
}

/** Undo for the rest of SWIPE_UNDO_MS: the ring empties as the time runs out, then the button goes. */
function UndoButton({
  swipe,
  onUndo,
  onExpire,
}: {
  swipe: LastSwipe;
  onUndo: () => void;
  onExpire: (seq: number) => void;
}) {
  const { t } = useTranslation("swipe");
  // Shown again elsewhere (the wait screen), the ring goes on from where it was.
  const [elapsed] = useState(() => Math.min(SWIPE_UNDO_MS, Date.now() - swipe.at));
  const expire = useEffectEvent(() => onExpire(swipe.seq));
  useEffect(() => {
    const timer = setTimeout(expire, SWIPE_UNDO_MS - elapsed);
    return () => clearTimeout(timer);
  }, [elapsed]);

  return (
    <button
      type="button"
      className="swipe-undo"
      disabled={!swipe.settled}
      onClick={onUndo}
      title={t("game.undoTitle", { name: swipe.profile.name })}
    >
      <span className="swipe-undo__icon">
        <svg className="swipe-undo__ring" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle className="swipe-undo__track" cx="24" cy="24" r="22" />
          <circle
            className="swipe-undo__time"
            cx="24"
            cy="24"
            r="22"
            pathLength={100}
            style={{ animationDuration: `${SWIPE_UNDO_MS}ms`, animationDelay: `-${elapsed}ms` }}
          />
        </svg>
        <UndoIcon size={22} />
      </span>
      <span className="swipe-undo__label">{t("game.undo")}</span>
    </button>
  );
}

function MatchBanner({
  profile,
  cdnPrefix,
  onClose,
}: {
  profile: ProfileCard;
  cdnPrefix: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("swipe");
  return (
    <section className="swipe-match" aria-labelledby="swipe-match-title">
      <span className="swipe-match__photo">
        {profile.main_image ? (
          <img src={photoUrl(cdnPrefix, profile.main_image.thumb_filename)} alt="" width={56} height={56} />
        ) : (
          <HeartIcon size={24} />
        )}
      </span>
      <div className="swipe-match__body">
        <h2 id="swipe-match-title" className="swipe-match__title">
          {t("match.title")}
        </h2>
        <p className="swipe-match__text">{t("match.text", { name: profile.name })}</p>
        <div className="swipe-match__actions">
          <Link to={paths.memberChat(profile.id)} className="btn btn-sm btn-light">
            {t("match.chat")}
          </Link>
          <Link to={paths.member(profile.id)} className="btn btn-sm btn-outline-light">
            {t("match.profile")}
          </Link>
        </div>
      </div>
      <button
        type="button"
        className="btn-close btn-close-white swipe-match__close"
        aria-label={t("match.close")}
        onClick={onClose}
      />
    </section>
  );
}

function EmptyState() {
  const { t } = useTranslation("swipe");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(headingRef);
  return (
    <section className="state-card" aria-labelledby="swipe-empty-title">
      <span className="state-card__icon">
        <SearchIcon size={32} />
      </span>
      <h2 id="swipe-empty-title" className="state-card__title" tabIndex={-1} ref={headingRef}>
        {t("empty.title")}
      </h2>
      <p className="state-card__text">{t("empty.text")}</p>
      <div className="state-card__actions">
        <Link to={paths.members} className="btn btn-primary">
          {t("empty.search")}
        </Link>
        <Link to={paths.matchFinder} className="btn btn-outline-primary">
          {t("empty.finder")}
        </Link>
      </div>
    </section>
  );
}

function StackSkeleton({ label, withControls = false }: { label: string; withControls?: boolean }) {
  return (
    <div className="swipe-game" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="swipe-stack placeholder-glow" aria-hidden="true">
        <span className="swipe-card swipe-card--skeleton">
          <span className="profile-photo placeholder" />
        </span>
      </div>
      {withControls && (
        <div className="swipe-controls placeholder-glow" aria-hidden="true">
          <span className="swipe-action">
            <span className="swipe-action__icon placeholder" />
          </span>
          <span className="swipe-controls__undo" />
          <span className="swipe-action">
            <span className="swipe-action__icon placeholder" />
          </span>
        </div>
      )}
    </div>
  );
}
