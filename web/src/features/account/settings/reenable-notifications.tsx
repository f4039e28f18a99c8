/**
 * On the settings page, above the sections, while the site sends the member no notification mail (spec §4,
 * §8): why, in the spec's words, and the way back (a link mailed to confirm the address). Not shown otherwise.
 */
import { useTranslation } from "react-i18next";
import type { SessionUser } from "../../session/index.ts";
import { ReenableNotificationsAction } from "../reenable-notifications-action.tsx";

export function ReenableNotifications({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  if (user.notifications_disabled.length === 0) return null;
  return (
    <section
      className="alert alert-warning reenable-notifications"
      aria-labelledby="reenable-notifications-title"
    >
      <h2 id="reenable-notifications-title" className="h6 fw-bold">
        {t("notificationsReenable.settingsTitle")}
      </h2>
      {user.notifications_disabled.map((reason) => (
        <p key={reason} className="mb-2">
          {t(`alerts.notifications.${reason}`, { email: user.email })}
        </p>
      ))}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <ReenableNotificationsAction email={user.email} className="btn btn-sm btn-dark" />
      </div>
    </section>
  );
}
