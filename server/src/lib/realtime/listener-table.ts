/** Listeners per member in this process, shared by both event buses. */
import type { ServerEvent } from "@amora/contract/events";

/**
 * Not an event for the tab: tells every process holding the member's sockets to check their sessions
 * now, because some just ended (logout, password change, reset, deletion; decision 019).
 */
export interface SessionsChangedSignal {
  type: "sessions_changed";
}

/** What travels on a member's channel: their events, and the sessions signal. */
export type BusEvent = ServerEvent | SessionsChangedSignal;

export type LiveListener = (event: BusEvent) => void;

export class ListenerTable {
  readonly #byMember = new Map<number, Set<LiveListener>>();

  /** Adds a listener; answers true when it is the member's first here. */
  add(profileId: number, listener: LiveListener): boolean {
    const set = this.#byMember.get(profileId);
    if (set) {
      set.add(listener);
      return false;
    }
    this.#byMember.set(profileId, new Set([listener]));
    return true;
  }

  /** Removes a listener; answers true when it was the member's last here. */
  remove(profileId: number, listener: LiveListener): boolean {
    const set = this.#byMember.get(profileId);
    if (!set?.delete(listener) || set.size > 0) return false;
    this.#byMember.delete(profileId);
    return true;
  }

  /** The members with at least one listener here. */
  members(): number[] {
    return [...this.#byMember.keys()];
  }

  has(profileId: number): boolean {
    return this.#byMember.has(profileId);
  }

  emit(profileId: number, event: BusEvent): void {
    const set = this.#byMember.get(profileId);
    if (!set) return;
    // A copy: a listener may unsubscribe (socket closed) while we iterate.
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch {
        // One broken socket handler must not keep the event from the member's other tabs.
      }
    }
  }

  clear(): void {
    this.#byMember.clear();
  }
}
