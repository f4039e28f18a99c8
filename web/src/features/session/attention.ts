/**
 * What waits for the member, shown outside the page (spec §1): the page title starts with "(n) " and the
 * installed app's badge shows n, where n is unread messages plus new likes. Failures setting the badge
 * (unsupported, not installed, denied) are ignored.
 */
import { useEffect } from "react";
import type { SessionUser } from "./session.ts";

export function attentionCount(user: Pick<SessionUser, "unread_messages" | "new_likes"> | null): number {
  if (user === null) return 0;
  return Math.max(0, user.unread_messages) + Math.max(0, user.new_likes);
}

const COUNT_PREFIX = /^\(\d+\) /;

/** The title with "(n) " in front when n > 0, replacing any count it had. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, "");
  return count > 0 ? `(${count}) ${bare}` : bare;
}

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function showAppBadge(count: number, nav: BadgeNavigator = navigator): void {
  try {
    const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    done?.catch(() => {});
  } catch {
    // Spec §1: failures setting the badge are ignored.
  }
}

function applyCount(count: number): void {
  const title = titleWithCount(document.title, count);
  if (title !== document.title) document.title = title;
}

/**
 * Keeps the title's count and the app badge in step with the member. Pages set their own titles
 * (useDocumentTitle), so the count is put back whenever the title changes.
 */
export function useAttentionIndicators(user: SessionUser | null): void {
  const count = attentionCount(user);

  useEffect(() => {
    applyCount(count);
    const observer = new MutationObserver(() => applyCount(count));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [count]);

  useEffect(() => {
    showAppBadge(count);
  }, [count]);
}
