/**
 * The settings page (/notifications, "Settings (notifications)" in the account menu, spec §2): e-mail
 * address, password, invisible mode, chat privacy, location, notifications (push on this device, e-mail and push per type, the digest), the member's reports (the reports feature) and deleting the account, each a
 * section of its own, with toasts confirming what was saved.
 */
import { useTranslation } from "react-i18next";
import { FeedbackToasts, useFeedbackToasts } from "../../../components/feedback-toasts.tsx";
import { MyReportsSection, REPORTS_SECTION_ID } from "../../reports/index.ts";
import type { SessionUser } from "../../session/index.ts";
import { MemberOnly } from "../../session/index.ts";
import { ChatPrivacySection } from "./chat-privacy-section.tsx";
import { DeleteSection } from "./delete-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { InvisibleSection } from "./invisible-section.tsx";
import { LocationSection } from "./location-section.tsx";
import { NotificationsSection } from "./notifications-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { ReenableNotifications } from "./reenable-notifications.tsx";
import "../../../components/account-page.scss";
import "../account.scss";

const SECTIONS = [
  { id: "settings-email", key: "email" },
  { id: "settings-password", key: "password" },
  { id: "settings-invisible", key: "invisible" },
  { id: "settings-chat", key: "chat" },
  { id: "settings-location", key: "location" },
  { id: "settings-notifications", key: "notifications" },
  { id: REPORTS_SECTION_ID, key: "reports" },
  { id: "settings-delete", key: "delete" },
] as const;

export function SettingsPage() {
  return <MemberOnly>{(user) => <Settings user={user} />}</MemberOnly>;
}

function Settings({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const { toasts, notify, close } = useFeedbackToasts();

  return (
    <div className="container account-page settings-page">
      <header className="account-page__head">
        <h1 className="account-page__title">{t("settings.title")}</h1>
        <p className="account-page__lead">{t("settings.lead")}</p>
      </header>
      <div className="settings-layout">
        <nav className="settings-nav" aria-label={t("settings.sectionsLabel")}>
          <ul className="list-unstyled mb-0">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(`settings.${section.key}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-sections">
          <ReenableNotifications user={user} />
          <EmailSection user={user} />
          <PasswordSection notify={notify} />
          <InvisibleSection user={user} notify={notify} />
          <ChatPrivacySection user={user} notify={notify} />
          <LocationSection user={user} notify={notify} />
          <NotificationsSection user={user} notify={notify} />
          <MyReportsSection />
          <DeleteSection />
        </div>
      </div>
      <FeedbackToasts toasts={toasts} onClose={close} closeLabel={t("signup.close")} />
    </div>
  );
}
