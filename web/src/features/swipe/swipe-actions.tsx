/**
 * What the swipe game and the tinderswipe lander share around their cards: the Pass and Like buttons (named
 * after the top card's member, something in between them such as Undo), the arrow keys of the stack, and the
 * cards' words.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HeartFilledIcon } from "../../components/icons.tsx";
import { CloseIcon } from "../../components/member-icons.tsx";
import type { SwipeCardLabels, SwipeKind } from "./swipe-card.tsx";

export function SwipeActions({
  top,
  canLike,
  onSwipe,
  middle,
}: {
  top: ProfileCard | undefined;
  canLike: boolean;
  onSwipe: (kind: SwipeKind) => void;
  /** Between the two buttons (the game's Undo). */
  middle?: ReactNode;
}) {
  const { t } = useTranslation("swipe");
  return (
    <div className="swipe-controls">
      <button
        type="button"
        className="swipe-action swipe-action--pass"
        aria-label={top ? t("game.passName", { name: top.name }) : t("game.pass")}
        onClick={() => onSwipe("pass")}
      >
        <span className="swipe-action__icon">
          <CloseIcon size={30} />
        </span>
        <span className="swipe-action__label">{t("game.pass")}</span>
      </button>
      {middle}
      <button
        type="button"
        className="swipe-action swipe-action--like"
        aria-label={top ? t("game.likeName", { name: top.name }) : t("game.like")}
        disabled={!canLike}
        onClick={() => onSwipe("like")}
      >
        <span className="swipe-action__icon">
          <HeartFilledIcon size={32} />
        </span>
        <span className="swipe-action__label">{t("game.like")}</span>
      </button>
    </div>
  );
}

/** The stack's keys: → likes, ← passes (a held key swipes once). */
export function swipeKeyHandler(onSwipe: (kind: SwipeKind) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const kind = event.key === "ArrowRight" ? "like" : event.key === "ArrowLeft" ? "pass" : null;
    if (!kind) return;
    event.preventDefault();
    if (!event.repeat) onSwipe(kind);
  };
}

/** The words of a member's card. */
export function useSwipeCardLabels(): (profile: ProfileCard) => SwipeCardLabels {
  const { t } = useTranslation("swipe");
  const { t: tCommon } = useTranslation("common");
  return (profile) => ({
    nameAge: tCommon("memberCard.nameAge", { name: profile.name, age: profile.age }),
    photoAlt: tCommon("memberCard.photoOf", { name: profile.name }),
    noPhoto: tCommon("memberCard.noPhoto"),
    stampLike: t("game.stampLike"),
    stampNope: t("game.stampNope"),
    viewProfile: t("game.viewProfile"),
  });
}
