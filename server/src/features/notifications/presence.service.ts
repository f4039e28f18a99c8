/**
 * Presence: is the member on the site right now? Yes while one of their tabs has a live socket and is
 * visible. Each tab is a row of presence_tabs, in the database rather than in a node's memory, so every
 * node behind the load balancer answers alike (a member's tabs may be on different nodes). The live
 * socket (features/live) opens, flips and closes its row; the page-hidden beacon hides every tab of its
 * session at once; each node refreshes `seen_at` of its rows, so the rows of a node that died stop counting
 * after PRESENCE_FRESH_MS (presence.columns.ts) and are deleted later.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { PRESENCE_FRESH_MS } from "./notification-rules.ts";
import {
  deleteTabs,
  deleteTabsSeenBefore,
  hideSessionTabs,
  insertTab,
  selectIsPresent,
  touchTabs,
  updateTabVisibility,
} from "./presence.queries.ts";

/**
 * Rows unseen this long are deleted. Far beyond PRESENCE_FRESH_MS: they stopped counting long before, and a
 * node that was only slow (a long pause) must not find its live tabs' rows gone.
 */
export const PRESENCE_FORGET_MS = 20 * PRESENCE_FRESH_MS;

/** A tab's socket said hello: answers the tab's id, which its later changes name. */
export async function openTab(
  db: Db,
  tab: { profileId: number; sessionIdHash: string; visible: boolean },
): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await insertTab(db, { id, ...tab });
  return id;
}

/** The tab's `visibility` frame. */
export function setTabVisible(db: Db, tabId: string, visible: boolean): Promise<void> {
  return updateTabVisibility(db, tabId, visible);
}

/**
 * The page-hidden beacon: it carries the session's cookie but nothing that names the tab, so every tab of
 * the session counts as away until its next `visibility` frame or hello.
 */
export function hideSessionTabsOf(db: Db, sessionIdHash: string): Promise<void> {
  return hideSessionTabs(db, sessionIdHash);
}

/** Sockets closed (one, or every socket of a node shutting down). */
export async function closeTabs(db: Db, tabIds: readonly string[]): Promise<void> {
  if (tabIds.length > 0) await deleteTabs(db, tabIds);
}

/** A node's periodic proof that its tabs are still open: one statement for all of them. */
export async function refreshTabs(db: Db, tabIds: readonly string[]): Promise<void> {
  if (tabIds.length > 0) await touchTabs(db, tabIds);
}

/** Deletes the rows of tabs no node refreshes any more (their node died). */
export function forgetStaleTabs(db: Db): Promise<void> {
  return deleteTabsSeenBefore(db, new Date(Date.now() - PRESENCE_FORGET_MS));
}

/** True while one of the member's tabs is open, visible, and refreshed by its node lately. */
export function isPresent(db: Db, profileId: number): Promise<boolean> {
  return selectIsPresent(db, profileId);
}
