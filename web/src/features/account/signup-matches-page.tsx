/**
 * After signing up (/signup-matches): members who match the new member (GET /api/signup-matches.php) as
 * photo cards, and the call to confirm the e-mail address while it is not confirmed.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { MemberCardGrid, MemberGridSkeleton } from "../../components/member-card-grid.tsx";
import { HeartIcon } from "../../components/member-icons.tsx";
import type { SessionUser } from "../session/index.ts";
import { MemberOnly } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useSignupMatches } from "./api.ts";
import { ConfirmEmailCallout } from "./confirm-email-callout.tsx";
import "../../components/account-page.scss";
import "./account.scss";

/** Two columns on phones, three from 576 px, four from 992 px. */
const CARD_SIZES = "(min-width: 1200px) 270px, (min-width: 992px) 23vw, (min-width: 576px) 31vw, 47vw";
const SKELETON_CARDS = 8;

export function SignupMatchesPage() {
  return <MemberOnly>{(user) => <SignupMatches user={user} />}</MemberOnly>;
}

function SignupMatches({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const matches = useSignupMatches();

  return (
    <div className="container account-page">
      <header className="account-page__head">
        <h1 className="account-page__title">{t("signupMatches.title")}</h1>
        <p className="account-page__lead">{t("signupMatches.lead")}</p>
      </header>
      {user.status === "not_confirmed" && <ConfirmEmailCallout user={user} />}
      {matches.isError ? (
        <div className="account-state" role="alert">
          <p className="account-state__title">{t("signupMatches.errorTitle")}</p>
          <p className="account-state__text">{t("signupMatches.errorText")}</p>
          <button type="button" className="btn btn-primary" onClick={() => void matches.refetch()}>
            {t("signupMatches.retry")}
          </button>
        </div>
      ) : matches.isPending ? (
        <MemberGridSkeleton
          className="member-grid"
          count={SKELETON_CARDS}
          label={t("signupMatches.loading")}
        />
      ) : matches.data.length === 0 ? (
        <div className="account-state">
          <span className="account-state__icon">
            <HeartIcon size={28} />
          </span>
          <p className="account-state__title">{t("signupMatches.emptyTitle")}</p>
          <p className="account-state__text">{t("signupMatches.emptyText")}</p>
          <Link to={paths.members} className="btn btn-primary">
            {t("signupMatches.browse")}
          </Link>
        </div>
      ) : (
        <MatchGrid profiles={matches.data} />
      )}
    </div>
  );
}

function MatchGrid({ profiles }: { profiles: ProfileCard[] }) {
  const { t } = useTranslation("account");
  const settings = useLoadedSettings();
  return (
    <>
      <MemberCardGrid
        profiles={profiles}
        settings={settings}
        label={t("signupMatches.listLabel")}
        className="member-grid"
        sizes={CARD_SIZES}
      />
      <div className="text-center mt-4">
        <Link to={paths.members} className="btn btn-outline-primary btn-lg px-5">
          {t("signupMatches.browse")}
        </Link>
      </div>
    </>
  );
}
