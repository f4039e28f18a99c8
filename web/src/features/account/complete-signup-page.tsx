/**
 * Completing a signup (/complete-signup) for members whose profile lacks required pieces, e.g. who joined
 * through a lander: the missing location fields to fill in (PUT /api/account.php), or, when nothing is
 * missing, the way on to the matches.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import type { SessionUser } from "../session/index.ts";
import { MemberOnly } from "../session/index.ts";
import { accountApi, useUserMutation } from "./api.ts";
import { fieldIssues, useErrorText } from "./issues.ts";
import { LocationFields, locationIssues, useCountryRegions } from "./location-fields.tsx";
import { useLocationForm } from "./location-form.ts";

export function CompleteSignupPage() {
  return <MemberOnly>{(user) => <CompleteSignup user={user} />}</MemberOnly>;
}

function CompleteSignup({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const save = useUserMutation(accountApi.updateAccount);
  const { profile } = user;
  const server = fieldIssues(save.error);
  const form = useLocationForm(
    { country: profile.country, region: profile.region, city: profile.city },
    { serverIssues: server, onEdit: () => save.reset() },
  );
  const savedRegions = useCountryRegions(profile.country);
  const isMissing = Object.keys(locationIssues(profile, savedRegions.data)).length > 0;

  if (!isMissing) {
    return (
      <PageCard>
        <ResultPanel
          tone="success"
          title={t("completeSignup.doneTitle")}
          actions={
            <>
              <Link to={paths.signupMatches} className="btn btn-primary btn-lg">
                {t("completeSignup.cta")}
              </Link>
              {profile.main_image === null && (
                <Link to={paths.profile} className="btn btn-outline-primary btn-lg">
                  {t("completeSignup.photo")}
                </Link>
              )}
            </>
          }
        >
          <p className="mb-0">{t("completeSignup.done")}</p>
        </ResultPanel>
      </PageCard>
    );
  }

  return (
    <PageCard title={t("completeSignup.title")} lead={t("completeSignup.lead")}>
      {save.isError && Object.keys(server).length === 0 && (
        <div className="alert alert-danger" role="alert">
          {errorText(save.error)}
        </div>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((location) =>
          save.mutate({ country: location.country, region: location.region, city: location.city.trim() }),
        )}
      >
        <LocationFields idPrefix="complete" {...form.fields} disabled={save.isPending} />
        <button type="submit" className="btn btn-primary btn-lg w-100 mt-2" disabled={save.isPending}>
          {t("completeSignup.submit")}
        </button>
      </form>
    </PageCard>
  );
}
