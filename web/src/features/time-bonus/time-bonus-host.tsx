/**
 * The time bonus in the members area (spec §4): the banner with its countdown, and the welcome and
 * time-bonus modals (bonus-modals.ts decides which is due). The default layout mounts it for a logged-in
 * member, so it is there from entering the members area until logout, across the pages in between: that
 * is what the 40 s wait counts from. Everything follows the session user, so paying (seen by the periodic
 * user refresh) or logging out takes the banner and the modals away. The dialogs load only when one is due.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { accountApi, useUserMutation } from "../account/api.ts";
import type { SessionUser } from "../session/session.ts";
import { type BonusModal, dueBonusModal, showsBannerOn } from "./bonus-modals.ts";
import { timeBonusEndsAt, timeBonusRemainingSeconds } from "./time-bonus.ts";
import { TimeBonusBanner } from "./time-bonus-banner.tsx";
import { useTickingNow } from "./use-ticking-now.ts";

const BonusModalDialog = lazy(() =>
  import("./bonus-modal-dialog.tsx").then((module) => ({ default: module.BonusModalDialog })),
);

export function TimeBonus({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const now = useTickingNow(timeBonusEndsAt(user));
  const [enteredAt] = useState(Date.now);
  const [welcomeClosedAt, setWelcomeClosedAt] = useState<number | null>(null);
  const [closed, setClosed] = useState<ReadonlySet<BonusModal>>(new Set());
  // The modal on screen; it stays set while its dialog animates out, so the next one cannot overlap it.
  const [shown, setShown] = useState<BonusModal | null>(null);
  const dismiss = useUserMutation(accountApi.dismissAlert);

  const secondsLeft = timeBonusRemainingSeconds(user, now);
  const due = dueBonusModal({
    user,
    now,
    pathname,
    waitingSince: welcomeClosedAt ?? enteredAt,
    closed,
  });

  useEffect(() => {
    if (due !== null && shown === null) setShown(due);
  }, [due, shown]);

  function close(modal: BonusModal) {
    setClosed((current) => new Set(current).add(modal));
    if (modal === "welcome_bonus") setWelcomeClosedAt(Date.now());
    // A dismissal that could not be stored still closes the modal for this visit: showing the same
    // offer again at once would nag; it comes back on a later visit instead.
    dismiss.mutate(modal);
  }

  if (secondsLeft === null) return null;
  return (
    <>
      {showsBannerOn(pathname) && <TimeBonusBanner secondsLeft={secondsLeft} />}
      {shown !== null && (
        <Suspense fallback={null}>
          <BonusModalDialog
            modal={shown}
            show={due === shown}
            secondsLeft={secondsLeft}
            onClose={() => close(shown)}
            onExited={() => setShown(null)}
          />
        </Suspense>
      )}
    </>
  );
}
