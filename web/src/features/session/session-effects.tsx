/**
 * What runs for a member on every page: the periodic user refresh (slower once push brings the news), the
 * count in the title and app badge, and web push: the subscription sent to the server, a push message
 * refreshing the user and lists at once, a click on a notification opening its page in this tab.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { hasSubscription, usePushMessages, usePushState, usePushSync } from "../push/index.ts";
import { useAttentionIndicators } from "./attention.ts";
import { sessionUserQuery } from "./session.ts";
import { refreshUser, type UserRefreshOptions, useUserRefresh } from "./user-refresh.ts";

export function SessionEffects({ reloadWithUser }: Pick<UserRefreshOptions, "reloadWithUser">) {
  const { data: user = null, isError } = useQuery(sessionUserQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const push = usePushState();
  const isLoggedIn = user !== null || isError;
  // After a failed first load nobody knows who is logged in, so keep asking as for a member.
  useUserRefresh({ isLoggedIn, isPushSubscribed: hasSubscription(push), reloadWithUser });
  usePushSync(user?.id ?? null);
  usePushMessages({
    onPush: () => {
      if (isLoggedIn) refreshUser(queryClient, reloadWithUser);
    },
    onClick: (url) => {
      const target = new URL(url, window.location.href);
      // The service worker opens only the site's own pages; anything else stays with the browser.
      if (target.origin === window.location.origin)
        void navigate(`${target.pathname}${target.search}${target.hash}`);
    },
  });
  useAttentionIndicators(user);
  return null;
}
