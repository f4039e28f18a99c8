/** The strip of featured member cards, with its loading skeleton, error state with retry and empty state. */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { useTranslation } from "react-i18next";
import { MemberGridSkeleton } from "../../components/member-card-grid.tsx";
import { ArrowRightIcon, HeartIcon } from "../../components/member-icons.tsx";
import { MemberCard } from "./member-card.tsx";
import { MemberLink } from "./member-links.tsx";
import { SignupLink } from "./signup-link.tsx";

const SKELETON_CARDS = 12;

type MembersSectionProps = {
  settings: Settings | undefined;
  profiles: ProfileCard[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
};

export function MembersSection({ settings, profiles, isPending, isError, onRetry }: MembersSectionProps) {
  const { t } = useTranslation("home");

  return (
    <section className="home-section home-members" aria-labelledby="home-members-title">
      <div className="container">
        <div className="home-section__head">
          <div>
            <h2 id="home-members-title" className="home-section__title">
              {t("members.title")}
            </h2>
            <p className="home-section__lead">{t("members.lead")}</p>
          </div>
          <MemberLink
            settings={settings}
            className="btn btn-outline-primary rounded-pill d-none d-md-inline-flex align-items-center"
          >
            {t("members.browse")}
            <ArrowRightIcon size={18} className="ms-2" />
          </MemberLink>
        </div>

        {isError ? (
          <div className="home-state" role="alert">
            <p className="home-state__title">{t("members.errorTitle")}</p>
            <p className="home-state__text">{t("members.errorText")}</p>
            <button type="button" className="btn btn-primary rounded-pill px-4" onClick={onRetry}>
              {t("members.retry")}
            </button>
          </div>
        ) : isPending || !settings || !profiles ? (
          <MemberGridSkeleton className="home-strip" count={SKELETON_CARDS} label={t("members.loading")} />
        ) : profiles.length === 0 ? (
          <div className="home-state">
            <span className="home-state__icon">
              <HeartIcon size={28} />
            </span>
            <p className="home-state__title">{t("members.emptyTitle")}</p>
            <p className="home-state__text">{t("members.emptyText")}</p>
            <SignupLink className="btn btn-primary rounded-pill px-4">{t("members.emptyCta")}</SignupLink>
          </div>
        ) : (
          <ul className="home-strip list-unstyled" aria-label={t("members.listLabel")}>
            {profiles.map((profile) => (
              <MemberCard key={profile.id} profile={profile} settings={settings} />
            ))}
          </ul>
        )}

        {!isError && profiles?.length !== 0 && (
          <div className="d-md-none mt-3">
            <MemberLink
              settings={settings}
              className="btn btn-outline-primary rounded-pill w-100 d-flex justify-content-center align-items-center"
            >
              {t("members.browse")}
              <ArrowRightIcon size={18} className="ms-2" />
            </MemberLink>
          </div>
        )}
      </div>
    </section>
  );
}
