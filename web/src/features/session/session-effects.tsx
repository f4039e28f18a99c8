/** What runs for a member on every page: the periodic user refresh, and the count in the title and app badge. */
import { useQuery } from "@tanstack/react-query";
import { useAttentionIndicators } from "./attention.ts";
import { sessionUserQuery } from "./session.ts";
import { type UserRefreshOptions, useUserRefresh } from "./user-refresh.ts";

/**
 * Web push is not built yet: when it is, its subscription state replaces this constant, and the refresh
 * slows to USER_REFRESH_PUSH_MS by itself.
 */
const IS_PUSH_SUBSCRIBED = false;

export function SessionEffects({ reloadWithUser }: Pick<UserRefreshOptions, "reloadWithUser">) {
  const { data: user = null, isError } = useQuery(sessionUserQuery);
  // After a failed first load nobody knows who is logged in, so keep asking as for a member.
  useUserRefresh({
    isLoggedIn: user !== null || isError,
    isPushSubscribed: IS_PUSH_SUBSCRIBED,
    reloadWithUser,
  });
  useAttentionIndicators(user);
  return null;
}
