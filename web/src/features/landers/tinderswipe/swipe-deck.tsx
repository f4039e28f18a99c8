/**
 * The tinderswipe lander's deck: the swipe game's cards (drag with a finger or the mouse, the Like and Pass
 * buttons, the arrow keys on the focused stack), dealt from the lander's members, for a visitor. Nothing is
 * sent: after a like, or after SWIPES_BEFORE_ASKING swipes, the deck makes way for the signup (`ask`), which
 * names the member liked, if any.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths.ts";
import { useTimeouts } from "../../../lib/use-timeouts.ts";
import { useLoadedSettings } from "../../site/index.ts";
import {
  LeavingCard,
  prefersReducedMotion,
  SwipeActions,
  SwipeCard,
  type SwipeKind,
  swipeKeyHandler,
  useSwipeCardLabels,
} from "../../swipe/index.ts";

export const SWIPES_BEFORE_ASKING = 3;
const VISIBLE_CARDS = 3;
/** The swipe game's flight (swipe.scss `swipe-fly-*`), a little more so the animation can finish. */
const LEAVE_MS = 380;

interface Leaving {
  seq: number;
  profile: ProfileCard;
  kind: SwipeKind;
  fromX: number;
}

export function SwipeDeck({
  profiles,
  ask,
}: {
  profiles: ProfileCard[];
  /** What takes the deck's place when it is time to sign up; `liked` is the member just liked, if any. */
  ask: (liked: ProfileCard | null) => ReactNode;
}) {
  const { t } = useTranslation("swipe");
  const settings = useLoadedSettings();
  const { later } = useTimeouts();
  const stackRef = useRef<HTMLElement>(null);
  const seq = useRef(0);
  const [swiped, setSwiped] = useState(0);
  const [leaving, setLeaving] = useState<Leaving[]>([]);
  const [asking, setAsking] = useState<{ liked: ProfileCard | null } | null>(null);
  const [lastOutcome, setLastOutcome] = useState("");

  // The deck goes round, so a visitor never runs out of cards before being asked: the n-th card dealt is
  // member n modulo their number.
  const stack =
    profiles.length === 0
      ? []
      : Array.from({ length: VISIBLE_CARDS }, (_, depth) => swiped + depth).map((deal) => ({
          deal,
          profile: profiles[deal % profiles.length] as ProfileCard,
        }));
  const top = stack[0]?.profile;

  const swipeTop = (kind: SwipeKind, fromX = 0) => {
    if (!top || asking) return;
    const id = ++seq.current;
    if (!prefersReducedMotion()) {
      setLeaving((current) => [...current, { seq: id, profile: top, kind, fromX }]);
      later(() => setLeaving((current) => current.filter((card) => card.seq !== id)), LEAVE_MS);
    }
    setSwiped((count) => count + 1);
    setLastOutcome(t(kind === "like" ? "game.liked" : "game.passed", { name: top.name }));
    if (kind === "like" || swiped + 1 >= SWIPES_BEFORE_ASKING) {
      setAsking({ liked: kind === "like" ? top : null });
    } else if (stackRef.current?.contains(document.activeElement)) {
      // The card's own link may have had the focus: it goes with the card, so the stack takes it.
      stackRef.current.focus();
    }
  };

  const onKeyDown = swipeKeyHandler(swipeTop);
  const labels = useSwipeCardLabels();
  const fictional = { icon: settings.fictional_icon, label: settings.fictional_singular };

  return (
    <div className="swipe-game swipe-deck">
      {asking ? (
        ask(asking.liked)
      ) : (
        <>
          <section
            ref={stackRef}
            className="swipe-stack"
            aria-label={t("game.stackLabel")}
            aria-describedby="swipe-deck-hint"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the stack is the arrow keys' target (ux.md: keyboard paths for every action)
            tabIndex={0}
            onKeyDown={onKeyDown}
          >
            {stack.map(({ deal, profile }, depth) => (
              <SwipeCard
                key={deal}
                profile={profile}
                depth={depth}
                cdnPrefix={settings.cdn_prefix}
                fictional={fictional}
                labels={labels(profile)}
                canLike
                onSwipe={swipeTop}
                profileHref={paths.memberLanding}
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
                labels={labels(card.profile)}
              />
            ))}
          </section>
          <SwipeActions top={top} canLike onSwipe={swipeTop} />
          <p id="swipe-deck-hint" className="swipe-page__hint">
            {t("game.hint")}
          </p>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {lastOutcome}
      </p>
    </div>
  );
}
