/**
 * What this visit (one page load) knows about the time-bonus modals: when the member first entered the
 * members area, when the welcome modal was closed, and which modals were closed. Kept outside the
 * component because the members area spans two layouts (the chat list has its own): moving between them
 * remounts the host, and a welcome modal closed on /members must not come back on /chats, nor the 40 s
 * wait start again. It belongs to one member: another login in the same tab starts afresh.
 */
import { useSyncExternalStore } from "react";
import type { BonusModal } from "./bonus-modals.ts";

export interface BonusVisit {
  memberId: number | null;
  enteredAt: number | null;
  welcomeClosedAt: number | null;
  closed: ReadonlySet<BonusModal>;
}

const FRESH: BonusVisit = { memberId: null, enteredAt: null, welcomeClosedAt: null, closed: new Set() };
let visit = FRESH;
const listeners = new Set<() => void>();

function update(memberId: number, change: (current: BonusVisit) => Partial<BonusVisit>): void {
  const current = visit.memberId === memberId ? visit : { ...FRESH, memberId };
  visit = { ...current, ...change(current) };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This member's visit so far. */
export function useBonusVisit(memberId: number): BonusVisit {
  const current = useSyncExternalStore(
    subscribe,
    () => visit,
    () => visit,
  );
  return current.memberId === memberId ? current : { ...FRESH, memberId };
}

export function markEnteredMembersArea(memberId: number, at: number): void {
  if (visit.memberId === memberId && visit.enteredAt !== null) return;
  update(memberId, () => ({ enteredAt: at }));
}

export function markBonusModalClosed(memberId: number, modal: BonusModal, at: number): void {
  update(memberId, (current) => ({
    closed: new Set(current.closed).add(modal),
    ...(modal === "welcome_bonus" ? { welcomeClosedAt: at } : {}),
  }));
}

/** For tests: a new page load. */
export function resetBonusVisit(): void {
  visit = FRESH;
}
