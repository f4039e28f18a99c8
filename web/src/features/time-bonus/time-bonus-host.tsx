/**
 * The time-bonus modals of the members area (spec §4): the welcome and time-bonus dialogs (bonus-modals.ts
 * decides which is due; the banner is part of the warnings header, which shows one notice at a time). The
 * default and chat layouts mount it for a logged-in member; what this visit knows (first entering the
 * members area, the modals closed) lives in bonus-visit.ts, so it holds across both layouts. Everything
 * follows the session user, so paying (seen by the periodic user refresh) or logging out takes the modals
 * away. The dialogs load only when one is due.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { accountApi, useUserMutation } from "../account/index.ts";
import type { SessionUser } from "../session/index.ts";
import { useIsSignupModalOpen } from "../signup/index.ts";
import { type BonusModal, dueBonusModal, isInMembersArea } from "./bonus-modals.ts";
import { markBonusModalClosed, markEnteredMembersArea, useBonusVisit } from "./bonus-visit.ts";
import { timeBonusEndsAt, timeBonusRemainingSeconds } from "./time-bonus.ts";
import { useTickingNow } from "./use-ticking-now.ts";

const BonusModalDialog = lazy(() =>
  import("./bonus-modal-dialog.tsx").then((module) => ({ default: module.BonusModalDialog })),
);

export function TimeBonus({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const now = useTickingNow(timeBonusEndsAt(user));
  const visit = useBonusVisit(user.id);
  // The signup modal stays open on its "Welcome, …" step after signing up: no offer on top of it.
  const signupModalOpen = useIsSignupModalOpen();
  // The modal on screen; it stays set while its dialog animates out, so the next one cannot overlap it.
  const [shown, setShown] = useState<BonusModal | null>(null);
  const dismiss = useUserMutation(accountApi.dismissAlert);
  const inMembersArea = isInMembersArea(pathname);

  useEffect(() => {
    if (inMembersArea) markEnteredMembersArea(user.id, Date.now());
  }, [inMembersArea, user.id]);

  const secondsLeft = timeBonusRemainingSeconds(user, now);
  const due = dueBonusModal({
    user,
    now,
    pathname,
    waitingSince: visit.welcomeClosedAt ?? visit.enteredAt,
    closed: visit.closed,
    dialogOpen: signupModalOpen,
  });

  useEffect(() => {
    if (due !== null && shown === null) setShown(due);
  }, [due, shown]);

  function close(modal: BonusModal) {
    markBonusModalClosed(user.id, modal, Date.now());
    // A dismissal that could not be stored still closes the modal for this visit: showing the same
    // offer again at once would nag; it comes back on a later visit instead.
    dismiss.mutate(modal);
  }

  if (secondsLeft === null || shown === null) return null;
  return (
    <Suspense fallback={null}>
      <BonusModalDialog
        modal={shown}
        show={due === shown}
        secondsLeft={secondsLeft}
        onClose={() => close(shown)}
        onExited={() => setShown(null)}
      />
    </Suspense>
  );
}
