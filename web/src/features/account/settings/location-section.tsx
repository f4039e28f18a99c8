/** The member's location: country, region and city, saved together (PUT /api/account.php). */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { MapPinIcon } from "../../../components/member-icons.tsx";
import type { SessionUser } from "../../session/index.ts";
import { accountApi, useUserMutation } from "../api.ts";
import { fieldIssues, useErrorText, useIssueText } from "../issues.ts";
import { type Location, LocationFields, locationIssues, useCountryRegions } from "../location-fields.tsx";

export function LocationSection({ user, notify }: { user: SessionUser; notify: Notify }) {
  const { t } = useTranslation("account");
  const issueText = useIssueText();
  const errorText = useErrorText();
  const { profile } = user;
  const [location, setLocation] = useState<Location>({
    country: profile.country,
    region: profile.region,
    city: profile.city,
  });
  const [isChecked, setChecked] = useState(false);
  const save = useUserMutation(accountApi.updateAccount);
  const regions = useCountryRegions(location.country);
  const regionLabel = t(`fields.regionLabelsLower.${regions.data?.label ?? "region"}`);
  const local = isChecked ? locationIssues(location, regions.data) : {};
  const server = fieldIssues(save.error);
  const text = (field: keyof Location) => {
    const code = local[field as "region" | "city"] ?? server[field];
    return code ? issueText(code, { label: regionLabel }) : undefined;
  };
  const isUnchanged =
    location.country === profile.country &&
    location.region === profile.region &&
    location.city === profile.city;

  return (
    <FormSection
      id="settings-location"
      icon={MapPinIcon}
      title={t("settings.location.title")}
      lead={t("settings.location.lead")}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (Object.keys(locationIssues(location, regions.data)).length > 0) return;
          save.mutate(
            { country: location.country, region: location.region, city: location.city.trim() },
            {
              onSuccess: () => {
                setChecked(false);
                notify(t("settings.location.saved"));
              },
            },
          );
        }}
      >
        <LocationFields
          idPrefix="settings-location"
          value={location}
          onChange={(change) => {
            setLocation((current) => ({ ...current, ...change }));
            save.reset();
          }}
          errors={{ country: text("country"), region: text("region"), city: text("city") }}
        />
        {save.isError && Object.keys(server).length === 0 && (
          <div className="alert alert-danger" role="alert">
            {errorText(save.error)}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={save.isPending || isUnchanged}>
          {t("settings.location.submit")}
        </button>
      </form>
    </FormSection>
  );
}
