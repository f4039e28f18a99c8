/**
 * The e-mail notifications of spec §3, one switch each, saved as soon as it is flipped with a toast to say
 * so. When the site stopped mailing the member (spam complaint, bounce, unsubscribe) the reason shows here.
 */
import { NOTIFICATION_TYPES, type NotificationType } from "@amora/contract/accounts";
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { BellOffIcon, MailIcon } from "../../../components/member-icons.tsx";
import { SwitchRow } from "../../../components/switch-row.tsx";
import type { SessionUser } from "../../session/index.ts";
import { accountApi, useUserMutation } from "../api.ts";
import { useErrorText } from "../issues.ts";

function NotificationSwitch({
  type,
  user,
  notify,
}: {
  type: NotificationType;
  user: SessionUser;
  notify: Notify;
}) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const save = useUserMutation(accountApi.updateAccount);
  const saved = user.email_notifications[type] ?? false;
  const checked = save.isPending ? (save.variables.email_notifications?.[type] ?? saved) : saved;
  const label = t(`settings.notifications.types.${type}.label`);

  return (
    <SwitchRow
      id={`settings-notification-${type}`}
      label={label}
      help={t(`settings.notifications.types.${type}.help`)}
      checked={checked}
      busy={save.isPending}
      onChange={(value) =>
        save.mutate(
          { email_notifications: { [type]: value } },
          {
            onSuccess: () =>
              notify(
                value
                  ? t("settings.notifications.on", { type: label })
                  : t("settings.notifications.off", { type: label }),
              ),
            onError: (error) => notify(t("settings.saveFailed", { error: errorText(error) }), "error"),
          },
        )
      }
    />
  );
}

export function NotificationsSection({ user, notify }: { user: SessionUser; notify: Notify }) {
  const { t } = useTranslation("account");
  return (
    <FormSection
      id="settings-notifications"
      icon={MailIcon}
      title={t("settings.notifications.title")}
      lead={t("settings.notifications.lead", { email: user.email })}
    >
      {user.notifications_disabled.length > 0 && (
        <div className="alert alert-warning d-flex gap-2" role="note">
          <BellOffIcon size={20} />
          <div>
            {user.notifications_disabled.map((reason) => (
              <p key={reason} className="mb-0">
                {t(`alerts.notifications.${reason}`, { email: user.email })}
              </p>
            ))}
          </div>
        </div>
      )}
      <div className="switch-list">
        {NOTIFICATION_TYPES.map((type) => (
          <NotificationSwitch key={type} type={type} user={user} notify={notify} />
        ))}
      </div>
    </FormSection>
  );
}
