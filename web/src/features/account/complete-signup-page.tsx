/**
 * Completing a signup (/complete-signup) for members whose profile lacks required pieces, e.g. who joined
 * through a lander: the missing location fields to fill in (PUT /api/account.php), or, when nothing is
 * missing, the way on to the matches.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import type { SessionUser } from "../session/index.ts";
import { MemberOnly } from "../session/index.ts";
import { accountApi, useUserMutation } from "./api.ts";
import { fieldIssues, useErrorText, useIssueText } from "./issues.ts";
import { type Location, LocationFields, locationIssues, useCountryRegions } from "./location-fields.tsx";

export function CompleteSignupPage() {
  return <MemberOnly>{(user) => <CompleteSignup user={user} />}</MemberOnly>;
}

function CompleteSignup({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const issueText = useIssueText();
  const errorText = useErrorText();
  const save = useUserMutation(accountApi.updateAccount);
  const { profile } = user;
  const [location, setLocation] = useState<Location>({
    country: profile.country,
    region: profile.region,
    city: profile.city,
  });
  const [isChecked, setChecked] = useState(false);
  const savedRegions = useCountryRegions(profile.country);
  const regions = useCountryRegions(location.country);
  const regionLabel = t(`fields.regionLabelsLower.${regions.data?.label ?? "region"}`);
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

  const local = isChecked ? locationIssues(location, regions.data) : {};
  const server = fieldIssues(save.error);
  const text = (field: keyof Location) => {
    const code = local[field as "region" | "city"] ?? server[field];
    return code ? issueText(code, { label: regionLabel }) : undefined;
  };

  return (
    <PageCard title={t("completeSignup.title")} lead={t("completeSignup.lead")}>
      {save.isError && Object.keys(server).length === 0 && (
        <div className="alert alert-danger" role="alert">
          {errorText(save.error)}
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (Object.keys(locationIssues(location, regions.data)).length > 0) return;
          save.mutate({ country: location.country, region: location.region, city: location.city.trim() });
        }}
      >
        <LocationFields
          idPrefix="complete"
          value={location}
          onChange={(change) => {
            setLocation((current) => ({ ...current, ...change }));
            save.reset();
          }}
          errors={{ country: text("country"), region: text("region"), city: text("city") }}
          disabled={save.isPending}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100 mt-2" disabled={save.isPending}>
          {t("completeSignup.submit")}
        </button>
      </form>
    </PageCard>
  );
}
