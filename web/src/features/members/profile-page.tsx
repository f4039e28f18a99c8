/** A member's profile (/members/:id): loading, missing and blocked states around the profile's details. */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { ApiError } from "../../lib/api-errors.ts";
import { useLoadedSettings } from "../site/index.ts";
import { profileQuery } from "./api.ts";
import "./members.scss";
import { ActionBar } from "./profile-actions.tsx";
import { ProfileDetails } from "./profile-details.tsx";

export function ProfilePage({ id }: { id: number }) {
  const { t } = useTranslation("members");
  const { t: tErrors } = useTranslation("errors");
  const settings = useLoadedSettings();
  const profile = useQuery({ ...profileQuery(id), enabled: Number.isInteger(id) && id > 0 });

  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (profile.error instanceof ApiError && profile.error.status === 404)
  ) {
    return <ProfileState text={t("profile.notFound")} />;
  }
  if (profile.error instanceof ApiError && profile.error.code === "BLOCKED_BY_MEMBER") {
    return (
      <ProfileState
        text={tErrors("codes.BLOCKED_BY_MEMBER", { name: String(profile.error.params.name ?? "") })}
      />
    );
  }
  if (profile.isError) {
    return (
      <div className="container py-4">
        <PageTitle />
        <LoadFailed text={t("profile.error")} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (profile.isPending) {
    return (
      <div className="container py-4" aria-busy="true">
        <PageTitle />
        <span className="visually-hidden" role="status">
          {t("profile.loading")}
        </span>
        <div className="row g-4 placeholder-glow" aria-hidden="true">
          <div className="col-md-5">
            <span className="placeholder d-block profile-gallery__main" />
          </div>
          <div className="col-md-7">
            <span className="placeholder col-6 mb-3 d-block" />
            <span className="placeholder col-8 d-block" />
          </div>
        </div>
      </div>
    );
  }
  return (
    <ProfileDetails
      profile={profile.data}
      settings={settings}
      actions={<ActionBar profile={profile.data} />}
    />
  );
}

/** The screen's heading while there is no profile to name it after. */
function PageTitle() {
  const { t } = useTranslation("pages");
  return <h1 className="visually-hidden">{t("member.title")}</h1>;
}

function ProfileState({ text }: { text: string }) {
  const { t } = useTranslation("members");
  return (
    <div className="container py-4">
      <PageTitle />
      <div className="members-state" role="alert">
        <p className="fw-semibold">{text}</p>
        <Link to={paths.members} className="btn btn-outline-primary rounded-pill px-4">
          {t("profile.backToSearch")}
        </Link>
      </div>
    </div>
  );
}
