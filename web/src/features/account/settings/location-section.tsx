/** The member's location: country, region and city, saved together (PUT /api/account.php). */
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { MapPinIcon } from "../../../components/member-icons.tsx";
import type { SessionUser } from "../../session/index.ts";
import { accountApi, useUserMutation } from "../api.ts";
import { fieldIssues, useErrorText } from "../issues.ts";
import { LocationFields } from "../location-fields.tsx";
import { useLocationForm } from "../location-form.ts";

export function LocationSection({ user, notify }: { user: SessionUser; notify: Notify }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const { profile } = user;
  const save = useUserMutation(accountApi.updateAccount);
  const server = fieldIssues(save.error);
  const form = useLocationForm(
    { country: profile.country, region: profile.region, city: profile.city },
    { serverIssues: server, onEdit: () => save.reset() },
  );
  const location = form.fields.value;
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
        onSubmit={form.handleSubmit((checked) =>
          save.mutate(
            { country: checked.country, region: checked.region, city: checked.city.trim() },
            {
              onSuccess: () => {
                // Saved: the issues wait for the next try again.
                form.reset(checked);
                notify(t("settings.location.saved"));
              },
            },
          ),
        )}
      >
        <LocationFields idPrefix="settings-location" {...form.fields} />
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
