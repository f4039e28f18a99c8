/** Listeners per member in this process, shared by both event buses. */
import type { ServerEvent } from "@amora/contract/events";

export type LiveListener = (event: ServerEvent) => void;

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

  emit(profileId: number, event: ServerEvent): void {
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
