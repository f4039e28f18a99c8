/**
 * Likes (/likes, /likes/:type): three tabs with their counts — who likes me (new likes marked), whom I
 * like, and the matches (both). Members who liked me open at /likes/m/{id}, which clears their "New".
 */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type LikesTab, paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { MemberCard } from "../../components/member-card.tsx";
import { MemberGridSkeleton } from "../../components/member-card-grid.tsx";
import { HeartIcon, SearchIcon } from "../../components/member-icons.tsx";
import { MemberOnly } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { likesQuery, splitLikes } from "./api.ts";
import "../../components/state-card.scss";
import "./likes.scss";

export const LIKES_TABS = ["received", "sent", "matches"] as const satisfies readonly LikesTab[];

/** The tab a URL names; anything else (or none) is the received likes. */
export function likesTab(type: string | undefined): LikesTab {
  return LIKES_TABS.find((tab) => tab === type) ?? "received";
}

/** The member-card.scss grid: 2 columns on phones, 3 from 768, 4 from 992, 5 from 1200 px. */
const CARD_SIZES = "(min-width: 1200px) 240px, (min-width: 992px) 24vw, (min-width: 768px) 32vw, 48vw";
const SKELETON_CARDS = 8;

export function LikesPage({ type }: { type: string | undefined }) {
  return <MemberOnly>{() => <Likes tab={likesTab(type)} />}</MemberOnly>;
}

interface LikesCard {
  profile: ProfileCard;
  isNew: boolean;
  to: string;
}

function Likes({ tab }: { tab: LikesTab }) {
  const { t } = useTranslation("likes");
  const settings = useLoadedSettings();
  const likes = useQuery(likesQuery);
  const lists = likes.data ? splitLikes(likes.data) : undefined;
  const counts: Record<LikesTab, number | undefined> = {
    received: lists?.received.length,
    sent: lists?.sent.length,
    matches: lists?.matches.length,
  };

  let cards: LikesCard[] = [];
  if (lists) {
    cards =
      tab === "received"
        ? lists.received.map(({ profile, isNew }) => ({ profile, isNew, to: paths.likedMember(profile.id) }))
        : lists[tab].map((profile) => ({ profile, isNew: false, to: paths.member(profile.id) }));
  }

  return (
    <div className="container py-3 py-md-4 likes-page">
      <header className="likes-page__head">
        <div>
          <h1 className="h3 mb-1">{t("page.title")}</h1>
          <p className="text-body-secondary mb-0">{t("page.lead")}</p>
        </div>
        {/* More ways to meet people: the swipe game and the match finder have no other door. */}
        <nav className="likes-page__more" aria-label={t("page.moreLabel")}>
          <Link to={paths.swipeGame} className="btn btn-primary rounded-pill">
            {t("page.swipeGame")}
          </Link>
          <Link to={paths.matchFinder} className="btn btn-outline-primary rounded-pill">
            {t("page.matchFinder")}
          </Link>
        </nav>
      </header>
      <nav aria-label={t("page.tabsLabel")}>
        <ul className="likes-tabs list-unstyled">
          {LIKES_TABS.map((name) => (
            <li key={name}>
              <Link
                to={paths.likes(name)}
                className={`likes-tabs__tab${name === tab ? " is-active" : ""}`}
                aria-current={name === tab ? "page" : undefined}
              >
                <span>{t(`page.tabs.${name}`)}</span>
                {counts[name] !== undefined && (
                  <span className="likes-tabs__count" data-testid={`count-${name}`}>
                    {counts[name]}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {likes.isError ? (
        <LoadFailed text={t("page.error")} onRetry={() => void likes.refetch()} />
      ) : likes.isPending ? (
        <MemberGridSkeleton className="members-grid" count={SKELETON_CARDS} label={t("page.loading")} />
      ) : cards.length === 0 ? (
        <EmptyState tab={tab} />
      ) : (
        <LikesGrid cards={cards} settings={settings} label={t(`page.lists.${tab}`)} />
      )}
    </div>
  );
}

function LikesGrid({ cards, settings, label }: { cards: LikesCard[]; settings: Settings; label: string }) {
  const { t } = useTranslation("likes");
  return (
    <ul className="members-grid likes-grid list-unstyled" aria-label={label}>
      {cards.map(({ profile, isNew, to }) => (
        <MemberCard
          key={profile.id}
          profile={profile}
          settings={settings}
          sizes={CARD_SIZES}
          renderLink={({ className, children }) => (
            <Link to={to} className={`${className}${isNew ? " likes-card--new" : ""}`}>
              {children}
              {isNew && (
                <span className="likes-new-badge">
                  <HeartIcon size={12} />
                  <span aria-hidden="true">{t("page.new")}</span>
                  <span className="visually-hidden">{t("page.newLike")}</span>
                </span>
              )}
            </Link>
          )}
        />
      ))}
    </ul>
  );
}

function EmptyState({ tab }: { tab: LikesTab }) {
  const { t } = useTranslation("likes");
  return (
    <div className="state-card state-card--quiet">
      <span className="state-card__icon" aria-hidden="true">
        <HeartIcon size={32} />
      </span>
      <p className="fw-semibold mb-1">{t(`page.empty.${tab}.title`)}</p>
      <p className="text-body-secondary">{t(`page.empty.${tab}.text`)}</p>
      <Link to={paths.members} className="btn btn-primary rounded-pill px-4">
        <SearchIcon size={18} className="me-2" />
        {t("page.empty.search")}
      </Link>
    </div>
  );
}
