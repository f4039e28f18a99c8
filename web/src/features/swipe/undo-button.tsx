/** Undo for the rest of SWIPE_UNDO_MS (useSwipeGame takes it away then): the ring empties as the time runs out. */
import { SWIPE_UNDO_MS } from "@amora/contract/likes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/icons.tsx";
import type { LastSwipe } from "./use-swipe-game.ts";

function UndoIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </Icon>
  );
}

export function UndoButton({ swipe, onUndo }: { swipe: LastSwipe; onUndo: () => void }) {
  const { t } = useTranslation("swipe");
  // Shown again elsewhere (the wait screen), the ring goes on from where it was.
  const [elapsed] = useState(() => Math.min(SWIPE_UNDO_MS, Date.now() - swipe.at));

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
