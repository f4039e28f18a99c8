/** Chat privacy: typing indicators and read receipts, each shown both ways only while both members keep it on. */
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { MessagesIcon } from "../../../components/member-icons.tsx";
import { SwitchRow } from "../../../components/switch-row.tsx";
import type { SessionUser } from "../../session/index.ts";
import { accountApi, useUserMutation } from "../api.ts";
import { useErrorText } from "../issues.ts";

const SWITCHES = ["typing_indicators", "read_receipts"] as const;

export function ChatPrivacySection({ user, notify }: { user: SessionUser; notify: Notify }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const save = useUserMutation(accountApi.updateAccount);

  return (
    <FormSection
      id="settings-chat"
      icon={MessagesIcon}
      title={t("settings.chat.title")}
      lead={t("settings.chat.lead")}
    >
      {SWITCHES.map((key) => {
        const pending = save.isPending ? save.variables[key] : undefined;
        return (
          <SwitchRow
            key={key}
            id={`settings-chat-${key}`}
            label={t(`settings.chat.${key}.label`)}
            help={t(`settings.chat.${key}.text`)}
            checked={pending ?? user[key]}
            busy={save.isPending && pending !== undefined}
            onChange={(on) =>
              save.mutate(
                { [key]: on },
                {
                  onSuccess: () => notify(t("settings.chat.saved")),
                  onError: (error) => notify(t("settings.saveFailed", { error: errorText(error) }), "error"),
                },
              )
            }
          />
        );
      })}
    </FormSection>
  );
}
