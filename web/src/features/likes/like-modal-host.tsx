/**
 * The like modal of the default layout (spec §2, §4, §7): `?t=<seconds>` in the URL asks for it. The
 * parameter leaves the URL at once (other parameters and the hash stay); for a member, after t seconds
 * GET /api/auto-like.php may answer a profile that has just liked them, shown as "{name} likes you!", and
 * 500 ms later the likes and the badge reload. No answer, or a failed call, shows nothing. The call and the
 * dialog load only when needed, so the layout stays light; the layout imports this host itself, not the
 * feature's index, so the likes calls stay out of a visitor's first load.
 */
import { LIKE_MODAL_PARAM } from "@amora/contract/constants";
import type { ProfileCard } from "@amora/contract/profiles";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { sessionUserQuery, useSessionUser } from "../session/index.ts";

const LikeModalDialog = lazy(() =>
  import("./like-modal-dialog.tsx").then((module) => ({ default: module.LikeModalDialog })),
);

/** Longer waits are cut to this: nobody keeps a page open for an hour to see a like. */
export const LIKE_MODAL_MAX_SECONDS = 600;
/** Spec §7: the likes reload this long after the auto-like answered. */
export const LIKES_RELOAD_MS = 500;

/** The wait `t` asks for, in seconds: a positive whole number, capped; anything else asks for nothing. */
export function parseLikeDelay(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const seconds = Number(value.trim());
  return seconds > 0 ? Math.min(seconds, LIKE_MODAL_MAX_SECONDS) : null;
}

export function LikeModal() {
  const isMember = useSessionUser() !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<{ seconds: number } | null>(null);
  const [liked, setLiked] = useState<{ profile: ProfileCard; show: boolean } | null>(null);

  // `t` leaves the URL at once, whoever is looking.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(LIKE_MODAL_PARAM)) return;
    const seconds = parseLikeDelay(params.get(LIKE_MODAL_PARAM));
    params.delete(LIKE_MODAL_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
    if (isMember && seconds !== null) setRequest({ seconds });
  }, [location, navigate, isMember]);

  useEffect(() => {
    if (!request || !isMember) return;
    const controller = new AbortController();
    let reload: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(async () => {
      try {
        const { fetchAutoLike, likesQueryKeys } = await import("./api.ts");
        const profile = await fetchAutoLike(controller.signal);
        if (controller.signal.aborted || profile === null) return;
        setLiked({ profile, show: true });
        reload = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: likesQueryKeys.list });
          void queryClient.invalidateQueries({ queryKey: sessionUserQuery.queryKey });
        }, LIKES_RELOAD_MS);
      } catch {
        // Spec: a like modal that could not load is simply not shown.
      }
    }, request.seconds * 1000);
    return () => {
      clearTimeout(timer);
      clearTimeout(reload);
      controller.abort();
    };
  }, [request, isMember, queryClient]);

  if (!liked || !isMember) return null;
  return (
    <Suspense fallback={null}>
      <LikeModalDialog
        profile={liked.profile}
        show={liked.show}
        onClose={() => setLiked((current) => current && { ...current, show: false })}
        onExited={() => setLiked(null)}
      />
    </Suspense>
  );
}
