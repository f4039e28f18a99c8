/** Invisible mode (spec §6): hidden from search; only members one contacts can see and reach one. */
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { EyeOffIcon } from "../../../components/member-icons.tsx";
import { SwitchRow } from "../../../components/switch-row.tsx";
import type { SessionUser } from "../../session/index.ts";
import { accountApi, useUserMutation } from "../api.ts";
import { useErrorText } from "../issues.ts";

export function InvisibleSection({ user, notify }: { user: SessionUser; notify: Notify }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const save = useUserMutation(accountApi.updateAccount);
  const checked = save.isPending ? (save.variables.invisible ?? user.invisible) : user.invisible;

  return (
    <FormSection id="settings-invisible" icon={EyeOffIcon} title={t("settings.invisible.title")}>
      <SwitchRow
        id="settings-invisible-switch"
        label={t("settings.invisible.label")}
        help={t("settings.invisible.text")}
        checked={checked}
        busy={save.isPending}
        onChange={(invisible) =>
          save.mutate(
            { invisible },
            {
              onSuccess: () => notify(invisible ? t("settings.invisible.on") : t("settings.invisible.off")),
              onError: (error) => notify(t("settings.saveFailed", { error: errorText(error) }), "error"),
            },
          )
        }
      />
    </FormSection>
  );
}
