/**
 * This node's side of presence (features/notifications/presence.service.ts): the tabs its sockets opened,
 * one timer that refreshes all of them in one statement, and their rows removed as sockets close. Presence
 * must never break the live connection: a failed write is logged, and the next refresh or frame repairs
 * what it can.
 */
import type { FastifyInstance } from "fastify";
import {
  closeTabs,
  forgetStaleTabs,
  openTab,
  refreshTabs,
  setTabVisible,
} from "../notifications/presence.service.ts";

export interface NodePresence {
  /** Registers an open tab; answers its id, or null when the row could not be written. */
  open(profileId: number, sessionIdHash: string, visible: boolean): Promise<string | null>;
  setVisible(tabId: string, visible: boolean): Promise<void>;
  /** The socket closed: its row goes (in the background). */
  close(tabId: string): void;
  /** Deletes rows no node refreshes any more (called now and then). */
  forgetStale(): Promise<void>;
  /**
   * Stops the timer and removes every row of this node, waiting for removals under way: called before the
   * server closes (preClose), while the database is still open.
   */
  stop(): Promise<void>;
}

export function createNodePresence(app: FastifyInstance, refreshMs: number): NodePresence {
  const tabs = new Set<string>();
  const pending = new Set<Promise<void>>();
  const warn = (what: string) => (err: unknown) => app.log.warn({ err }, `presence: ${what} failed`);

  const refresher = setInterval(() => {
    refreshTabs(app.db, [...tabs]).catch(warn("refreshing tabs"));
  }, refreshMs);
  refresher.unref();

  return {
    async open(profileId, sessionIdHash, visible) {
      try {
        const id = await openTab(app.db, { profileId, sessionIdHash, visible });
        tabs.add(id);
        return id;
      } catch (err) {
        warn("opening a tab")(err);
        return null;
      }
    },
    async setVisible(tabId, visible) {
      await setTabVisible(app.db, tabId, visible).catch(warn("setting visibility"));
    },
    close(tabId) {
      if (!tabs.delete(tabId)) return;
      const removal = closeTabs(app.db, [tabId]).catch(warn("closing a tab"));
      pending.add(removal);
      void removal.finally(() => pending.delete(removal));
    },
    forgetStale() {
      return forgetStaleTabs(app.db).catch(warn("forgetting stale tabs"));
    },
    async stop() {
      clearInterval(refresher);
      // The sockets still open close after this, when the database may be gone: their rows go now.
      const left = [...tabs];
      tabs.clear();
      await Promise.all([...pending, closeTabs(app.db, left).catch(warn("closing the node's tabs"))]);
    },
  };
}
