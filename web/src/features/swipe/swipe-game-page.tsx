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
 *
 * The state and its rules live in useSwipeGame (use-swipe-game.ts); this file lays them out.
 */
import type { SwipeResponse } from "@amora/contract/likes";
import type { ProfileCard } from "@amora/contract/profiles";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../components/load-failed.tsx";
import { useErrorText } from "../account/index.ts";
import { swipeQuery } from "../likes/index.ts";
import { MemberOnly } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { LikesCounter } from "./likes-counter.tsx";
import { MatchBanner } from "./match-banner.tsx";
import { EmptyState, StackSkeleton } from "./stack-states.tsx";
import { SwipeActions, swipeKeyHandler, useSwipeCardLabels } from "./swipe-actions.tsx";
import { LeavingCard, SwipeCard } from "./swipe-card.tsx";
import { UndoButton } from "./undo-button.tsx";
import { useSwipeGame } from "./use-swipe-game.ts";
import { WaitScreen } from "./wait-screen.tsx";
import "./swipe.scss";
import "../../components/state-card.scss";

/** Cards drawn: the top one and two peeking out behind it. */
const VISIBLE_CARDS = 3;

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
  const settings = useLoadedSettings();
  const errorText = useErrorText();
  const game = useSwipeGame(data);
  const { top, likesLeft, outOfLikes, empty, last, swipeTop } = game;

  const describe = (profile: ProfileCard) =>
    profile.city
      ? t("game.card", { name: profile.name, age: profile.age, city: profile.city })
      : t("game.cardNoCity", { name: profile.name, age: profile.age });

  const onKeyDown = swipeKeyHandler(swipeTop);

  const undoButton = last && <UndoButton key={last.seq} swipe={last} onUndo={() => void game.undoLast()} />;

  const cardLabels = useSwipeCardLabels();
  const fictional = { icon: settings.fictional_icon, label: settings.fictional_singular };

  const outcome = game.outcome && t(`game.${game.outcome.kind}`, { name: game.outcome.name });
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
        {game.match && (
          <MatchBanner profile={game.match} cdnPrefix={settings.cdn_prefix} onClose={game.closeMatch} />
        )}
      </div>
      {game.failure && (
        <div className="alert alert-danger swipe-page__error" role="alert">
          <span>{errorText(game.failure.error)}</span>
          <button
            type="button"
            className="btn-close"
            aria-label={t("game.closeError")}
            onClick={game.closeError}
          />
        </div>
      )}

      {outOfLikes ? (
        <>
          <WaitScreen resetsAt={data.resets_at} checking={isFetching} onReset={refetch} />
          {undoButton && <div className="swipe-page__undo-alone">{undoButton}</div>}
        </>
      ) : empty && game.refill !== "done" ? (
        <StackSkeleton label={t("game.findingMore")} />
      ) : empty ? (
        <>
          <EmptyState />
          {undoButton && <div className="swipe-page__undo-alone">{undoButton}</div>}
        </>
      ) : (
        <div className="swipe-game">
          <section
            ref={game.regionRef}
            className="swipe-stack"
            aria-label={t("game.stackLabel")}
            aria-describedby="swipe-hint"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the stack is the arrow keys' target (ux.md: keyboard paths for every action)
            tabIndex={0}
            onKeyDown={onKeyDown}
          >
            {game.stack.slice(0, VISIBLE_CARDS).map((profile, depth) => (
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
            {game.leaving.map((card) => (
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
          <SwipeActions
            top={top}
            canLike={likesLeft > 0}
            onSwipe={swipeTop}
            middle={<div className="swipe-controls__undo">{undoButton}</div>}
          />
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
