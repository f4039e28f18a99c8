/**
 * The match finder (/match-finder, members only): suggestions from GET /api/match-finder.php (already
 * without the members liked, passed in the last PASS_DAYS, or blocked), each card with Pass and Like.
 *
 * Layout choice: a responsive grid at every width (2 columns on phones, as the member search, up to 4 on
 * desktops), not one card at a time. The swipe game is the one-at-a-time screen; here members compare a
 * handful of suggestions side by side, and a grid keeps both actions of every card within a thumb's reach.
 *
 * - Like (POST /api/like.php, source "finder") and Pass (POST /api/pass.php) act at once: the card shows
 *   "Liked" or fades and leaves the grid after a short transition; a failed call brings it back with the
 *   error. A like answers with a short confirmation; a match with a link to the chat, until closed.
 * - Fewer than 4 suggestions left: the list is fetched again for more (once per action, so a server that
 *   has no more is not asked in a loop). None left: the empty state points to the search and the swipe game.
 * - The focus of a card that leaves moves at once to the same button of the next card.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { HeartFilledIcon } from "../../components/icons.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { FictionalMark } from "../../components/member-card.tsx";
import { MemberGridSkeleton } from "../../components/member-card-grid.tsx";
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, HeartIcon } from "../../components/member-icons.tsx";
import { ProfilePhoto } from "../../components/profile-photo.tsx";
import { useTimeouts } from "../../lib/use-timeouts.ts";
import { useErrorText } from "../account/index.ts";
import { matchFinderQuery, useLike, usePass, usePruneOnLeave } from "../likes/index.ts";
import { MemberOnly } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { prefersReducedMotion } from "../swipe/index.ts";
import "./match-finder.scss";
import "../../components/state-card.scss";

/** match-finder.scss: 2 columns on phones, 3 from 768, 4 from 992 px. */
const CARD_SIZES = "(min-width: 1200px) 270px, (min-width: 992px) 23vw, (min-width: 768px) 31vw, 47vw";
const SKELETON_CARDS = 8;
/** Fewer suggestions than this on screen, and more are asked for. */
const REFILL_BELOW = 4;
/** The leaving transition (match-finder.scss `.is-leaving`), and a "Liked" long enough to be read. */
const LEAVE_MS = 600;
/** A plain like's confirmation goes after this; a match stays until closed. */
const NOTICE_MS = 4_000;

type Action = "like" | "pass";

type Notice =
  | { kind: "liked" | "match"; profile: ProfileCard; id: number }
  | { kind: "error"; text: string; id: number };

export function MatchFinderPage() {
  return <MemberOnly>{() => <MatchFinder />}</MemberOnly>;
}

function MatchFinder() {
  const { t } = useTranslation("swipe");
  const finder = useQuery(matchFinderQuery);
  const queryClient = useQueryClient();
  const like = useLike();
  const pass = usePass();
  const errorText = useErrorText();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { later, cancel } = useTimeouts();
  const noticeId = useRef(0);

  /** Acted on (and not failed): out of the count at once, off the screen once `leaving` lets go. */
  const [gone, setGone] = useState<ReadonlySet<number>>(() => new Set());
  const [leaving, setLeaving] = useState<ReadonlyMap<number, Action>>(() => new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  /** How many had been acted on at the last ask for more: one ask per action. */
  const [askedAt, setAskedAt] = useState(0);

  const all = finder.data ?? [];
  const shown = all.filter((profile) => !gone.has(profile.id) || leaving.has(profile.id));
  const remaining = all.filter((profile) => !gone.has(profile.id)).length;
  const refetch = finder.refetch;

  usePruneOnLeave(
    (actedOn) =>
      queryClient.setQueryData(matchFinderQuery.queryKey, (old) =>
        old?.filter((profile) => !actedOn.has(profile.id)),
      ),
    gone,
  );

  useEffect(() => {
    if (!finder.data || finder.isFetching || gone.size === 0) return;
    if (remaining >= REFILL_BELOW || askedAt === gone.size) return;
    setAskedAt(gone.size);
    void refetch();
  }, [finder.data, finder.isFetching, remaining, gone.size, askedAt, refetch]);

  const show = (next: Notice) => {
    setNotice(next);
    if (next.kind === "liked") {
      later(() => setNotice((current) => (current?.id === next.id ? null : current)), NOTICE_MS);
    }
  };

  /** The card's button had the focus: it goes to the same button of the next card (or the one before). */
  const moveFocusFrom = (item: HTMLElement | null, action: Action) => {
    if (!item?.contains(document.activeElement)) return;
    const cards = [...(listRef.current?.querySelectorAll<HTMLElement>(".finder-card") ?? [])];
    const index = cards.indexOf(item);
    const open = (card: HTMLElement) => card !== item && !card.classList.contains("is-leaving");
    const next = cards.slice(index + 1).find(open) ?? cards.slice(0, index).reverse().find(open);
    (next?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`) ?? headingRef.current)?.focus();
  };

  const act = async (profile: ProfileCard, action: Action, item: HTMLElement | null) => {
    if (gone.has(profile.id)) return;
    moveFocusFrom(item, action);
    setGone((current) => new Set(current).add(profile.id));
    setLeaving((current) => new Map(current).set(profile.id, action));
    const stopLeaving = () =>
      setLeaving((current) => {
        const next = new Map(current);
        next.delete(profile.id);
        return next;
      });
    const leave = later(stopLeaving, prefersReducedMotion() ? 0 : LEAVE_MS);
    try {
      if (action === "like") {
        const answer = await like.mutateAsync({ profileId: profile.id, source: "finder" });
        show({ kind: answer.match ? "match" : "liked", profile, id: ++noticeId.current });
      } else {
        await pass.mutateAsync(profile.id);
      }
    } catch (failure) {
      cancel(leave);
      stopLeaving();
      setGone((current) => {
        const next = new Set(current);
        next.delete(profile.id);
        return next;
      });
      show({ kind: "error", text: errorText(failure), id: ++noticeId.current });
    }
  };

  const waitingForMore =
    remaining === 0 && shown.length === 0 && (finder.isFetching || askedAt !== gone.size);

  return (
    <div className="container finder-page">
      <header className="finder-page__head">
        <h1 className="finder-page__title" tabIndex={-1} ref={headingRef}>
          {t("finder.title")}
        </h1>
        <p className="finder-page__lead">{t("finder.lead")}</p>
      </header>

      {finder.isError && !finder.data ? (
        <LoadFailed text={t("finder.loadFailed")} onRetry={() => void finder.refetch()} />
      ) : finder.isPending || waitingForMore ? (
        <MemberGridSkeleton className="finder-grid" count={SKELETON_CARDS} label={t("finder.loading")} />
      ) : shown.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="finder-grid list-unstyled" aria-label={t("finder.listLabel")} ref={listRef}>
          {shown.map((profile) => (
            <FinderCard
              key={profile.id}
              profile={profile}
              leaving={leaving.get(profile.id)}
              onAct={(action, item) => void act(profile, action, item)}
            />
          ))}
        </ul>
      )}

      <div className="finder-notices" aria-live="polite">
        {notice && <NoticeToast notice={notice} onClose={() => setNotice(null)} />}
      </div>
    </div>
  );
}

function FinderCard({
  profile,
  leaving,
  onAct,
}: {
  profile: ProfileCard;
  leaving: Action | undefined;
  onAct: (action: Action, item: HTMLElement | null) => void;
}) {
  const { t } = useTranslation("swipe");
  const { t: tCommon } = useTranslation();
  const settings = useLoadedSettings();
  const nameAge = tCommon("memberCard.nameAge", { name: profile.name, age: profile.age });

  return (
    <li
      className={`finder-card${leaving ? ` is-leaving is-leaving-${leaving}` : ""}`}
      aria-hidden={leaving ? true : undefined}
      inert={leaving !== undefined}
    >
      <Link to={paths.member(profile.id)} className="member-card__link finder-card__link">
        <ProfilePhoto
          image={profile.main_image}
          cdnPrefix={settings.cdn_prefix}
          alt={tCommon("memberCard.photoOf", { name: profile.name })}
          noPhotoLabel={tCommon("memberCard.noPhoto")}
          sizes={CARD_SIZES}
        />
        {profile.fictional && (
          <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
        )}
        <span className="member-card__caption">
          <span className="member-card__name">{nameAge}</span>
          {profile.city && <span className="member-card__city">{profile.city}</span>}
        </span>
        {leaving === "like" && (
          <span className="finder-card__liked">
            <HeartFilledIcon size={18} />
            {t("finder.liked")}
          </span>
        )}
      </Link>
      <div className="finder-card__actions">
        <button
          type="button"
          className="finder-action finder-action--pass"
          data-action="pass"
          aria-label={t("finder.passName", { name: profile.name })}
          onClick={(event) => onAct("pass", event.currentTarget.closest("li"))}
        >
          <CloseIcon size={20} />
          <span>{t("finder.pass")}</span>
        </button>
        <button
          type="button"
          className="finder-action finder-action--like"
          data-action="like"
          aria-label={t("finder.likeName", { name: profile.name })}
          onClick={(event) => onAct("like", event.currentTarget.closest("li"))}
        >
          <HeartIcon size={20} />
          <span>{t("finder.like")}</span>
        </button>
      </div>
    </li>
  );
}

function NoticeToast({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation("swipe");
  const tone = notice.kind === "error" ? "error" : notice.kind === "match" ? "match" : "success";
  return (
    <div
      className={`finder-notice finder-notice--${tone}`}
      role={notice.kind === "error" ? "alert" : undefined}
    >
      {notice.kind === "error" ? (
        <AlertCircleIcon size={20} />
      ) : notice.kind === "match" ? (
        <HeartFilledIcon size={20} />
      ) : (
        <CheckCircleIcon size={20} />
      )}
      <span className="finder-notice__text">
        {notice.kind === "error"
          ? notice.text
          : t(notice.kind === "match" ? "finder.matchNotice" : "finder.likedNotice", {
              name: notice.profile.name,
            })}
        {notice.kind === "match" && (
          <Link to={paths.memberChat(notice.profile.id)} className="finder-notice__link">
            {t("finder.chat")}
          </Link>
        )}
      </span>
      <button
        type="button"
        className="btn-close btn-close-white flex-shrink-0"
        aria-label={t("finder.close")}
        onClick={onClose}
      />
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation("swipe");
  return (
    <section className="state-card" aria-labelledby="finder-empty-title">
      <span className="state-card__icon">
        <HeartIcon size={32} />
      </span>
      <h2 id="finder-empty-title" className="state-card__title">
        {t("finder.emptyTitle")}
      </h2>
      <p className="state-card__text">{t("finder.emptyText")}</p>
      <div className="state-card__actions">
        <Link to={paths.members} className="btn btn-primary">
          {t("finder.search")}
        </Link>
        <Link to={paths.swipeGame} className="btn btn-outline-primary">
          {t("finder.swipe")}
        </Link>
      </div>
    </section>
  );
}
