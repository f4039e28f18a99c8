/** Today's likes left, as hearts and in words. */
import { SWIPE_LIKES_PER_DAY } from "@amora/contract/constants";
import { useTranslation } from "react-i18next";
import { HeartFilledIcon } from "../../components/icons.tsx";

export function LikesCounter({ likesLeft }: { likesLeft: number }) {
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
