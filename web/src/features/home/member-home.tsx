/**
 * The home page of a logged-in member: no signup pitch, but a greeting, shortcuts to what is waiting for
 * them (search, messages and likes with their counts, credits or Premium), the members their search
 * preferences find, and the games.
 */
import type { Settings } from "@amora/contract/settings";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { MemberGridSkeleton } from "../../components/member-card-grid.tsx";
import {
  ArrowRightIcon,
  CoinsIcon,
  CrownIcon,
  HeartIcon,
  MessagesIcon,
  SearchIcon,
  StarIcon,
} from "../../components/member-icons.tsx";
import { filtersFromSearch, searchQuery } from "../members/index.ts";
import type { SessionUser } from "../session/index.ts";
import { MemberCard } from "./member-card.tsx";

/** As many as the visitor home's strip: two rows of six on wide screens. */
const TEASER_SIZE = 12;

/** The member search's first page with the member's own defaults: the same query /members opens with. */
const DEFAULT_SEARCH = filtersFromSearch(new URLSearchParams());

export function MemberHome({ user, settings }: { user: SessionUser; settings: Settings | undefined }) {
  const { t } = useTranslation("home");
  return (
    <div className="home member-home">
      <section className="member-home__hero" aria-labelledby="member-home-title">
        <div className="container">
          <h1 id="member-home-title" className="member-home__title">
            {t("member.greeting", { name: user.profile.name })}
          </h1>
          <p className="member-home__lead">{t("member.lead")}</p>
          <ul className="member-home__shortcuts list-unstyled" aria-label={t("member.shortcutsLabel")}>
            <Shortcut
              to={paths.members}
              icon={<SearchIcon size={24} />}
              title={t("member.search.title")}
              text={t("member.search.text")}
            />
            <Shortcut
              to={paths.chats}
              icon={<MessagesIcon size={24} />}
              title={t("member.chats.title")}
              text={
                user.unread_messages > 0
                  ? t("member.chats.unread", { count: user.unread_messages })
                  : t("member.chats.none")
              }
              highlight={user.unread_messages > 0}
            />
            <Shortcut
              to={paths.likes()}
              icon={<HeartIcon size={24} />}
              title={t("member.likes.title")}
              text={
                user.new_likes > 0 ? t("member.likes.new", { count: user.new_likes }) : t("member.likes.none")
              }
              highlight={user.new_likes > 0}
            />
            {user.paid_user ? (
              <Shortcut
                to={paths.credits}
                icon={<CoinsIcon size={24} />}
                title={t("member.credits.title")}
                text={t("member.credits.balance", { count: user.credits })}
              />
            ) : (
              <Shortcut
                to={paths.premium}
                icon={<CrownIcon size={24} />}
                title={t("member.premium.title")}
                text={t("member.premium.text")}
              />
            )}
          </ul>
        </div>
      </section>
      <MembersForYou settings={settings} />
      <section className="home-section pt-0" aria-labelledby="member-home-play">
        <div className="container">
          <div className="member-home__play">
            <span className="member-home__play-icon" aria-hidden="true">
              <StarIcon size={28} />
            </span>
            <div className="flex-grow-1">
              <h2 id="member-home-play" className="h4 fw-bold mb-1">
                {t("member.play.title")}
              </h2>
              <p className="mb-0 text-body-secondary">{t("member.play.text")}</p>
            </div>
            <div className="member-home__play-actions">
              <Link to={paths.swipeGame} className="btn btn-primary rounded-pill px-4">
                {t("member.play.swipe")}
              </Link>
              <Link to={paths.matchFinder} className="btn btn-outline-primary rounded-pill px-4">
                {t("member.play.finder")}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}

function Shortcut(props: { to: string; icon: ReactNode; title: string; text: string; highlight?: boolean }) {
  return (
    <li>
      <Link to={props.to} className={`member-shortcut ${props.highlight ? "member-shortcut--new" : ""}`}>
        <span className="member-shortcut__icon" aria-hidden="true">
          {props.icon}
        </span>
        <span className="member-shortcut__body">
          <span className="member-shortcut__title">{props.title}</span>
          <span className="member-shortcut__text">{props.text}</span>
        </span>
        <ArrowRightIcon size={18} className="member-shortcut__arrow" />
      </Link>
    </li>
  );
}

function MembersForYou({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation("home");
  const search = useQuery(searchQuery(DEFAULT_SEARCH));
  const profiles = search.data?.profiles.slice(0, TEASER_SIZE);
  const browse = (className: string) => (
    <Link to={paths.members} className={className}>
      {t("member.browse")}
      <ArrowRightIcon size={18} className="ms-2" />
    </Link>
  );

  return (
    <section className="home-section" aria-labelledby="member-home-members">
      <div className="container">
        <div className="home-section__head">
          <div>
            <h2 id="member-home-members" className="home-section__title">
              {t("member.teaserTitle")}
            </h2>
            <p className="home-section__lead">{t("member.teaserLead")}</p>
          </div>
          {browse("btn btn-outline-primary rounded-pill d-none d-md-inline-flex align-items-center")}
        </div>
        {search.isError ? (
          <div className="home-state" role="alert">
            <p className="home-state__title">{t("members.errorTitle")}</p>
            <p className="home-state__text">{t("members.errorText")}</p>
            <button
              type="button"
              className="btn btn-primary rounded-pill px-4"
              onClick={() => void search.refetch()}
            >
              {t("members.retry")}
            </button>
          </div>
        ) : !profiles || !settings ? (
          <MemberGridSkeleton className="home-strip" count={TEASER_SIZE} label={t("members.loading")} />
        ) : profiles.length === 0 ? (
          <div className="home-state">
            <p className="home-state__title">{t("member.emptyTitle")}</p>
            <p className="home-state__text">{t("member.emptyText")}</p>
            {browse("btn btn-primary rounded-pill px-4")}
          </div>
        ) : (
          <>
            <ul className="home-strip list-unstyled" aria-label={t("member.teaserTitle")}>
              {profiles.map((profile) => (
                <MemberCard key={profile.id} profile={profile} settings={settings} />
              ))}
            </ul>
            <div className="d-md-none mt-3">
              {browse(
                "btn btn-outline-primary rounded-pill w-100 d-flex justify-content-center align-items-center",
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
