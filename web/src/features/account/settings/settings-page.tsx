/**
 * The settings page (/notifications, "Settings (notifications)" in the account menu, spec §2): e-mail
 * address, password, the signed-in devices (sessions), invisible mode, chat privacy, location,
 * notifications (push on this device, e-mail and push per type, the digest), spending limits, the member's
 * reports, downloading one's data and deleting the account, each a section of its own, with toasts
 * confirming what was saved.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { FeedbackToasts, useFeedbackToasts } from "../../../components/feedback-toasts.tsx";
import { MyReportsSection, REPORTS_SECTION_ID } from "../../reports/index.ts";
import type { SessionUser } from "../../session/index.ts";
import { MemberOnly } from "../../session/index.ts";
import { SpendingLimitsSection } from "../../spending-limits/index.ts";
import { ChatPrivacySection } from "./chat-privacy-section.tsx";
import { DeleteSection } from "./delete-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { ExportSection } from "./export-section.tsx";
import { InvisibleSection } from "./invisible-section.tsx";
import { LocationSection } from "./location-section.tsx";
import { NotificationsSection } from "./notifications-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { ReenableNotifications } from "./reenable-notifications.tsx";
import { SessionsSection } from "./sessions-section.tsx";
import { TwoStepSection } from "./two-step-section.tsx";
import "../../../components/account-page.scss";
import "../account.scss";

/** Each section's anchor and the key of its title (the sessions section has a namespace of its own). */
const SECTIONS = [
  { id: "settings-email", title: "settings.email.title" },
  { id: "settings-password", title: "settings.password.title" },
  { id: "settings-sessions", title: "sessions:title" },
  { id: "settings-two-step", title: "settings.twoStep.title" },
  { id: "settings-invisible", title: "settings.invisible.title" },
  { id: "settings-chat", title: "settings.chat.title" },
  { id: "settings-location", title: "settings.location.title" },
  { id: "settings-notifications", title: "settings.notifications.title" },
  { id: "settings-limits", title: "settings.limits.title" },
  { id: REPORTS_SECTION_ID, title: "settings.reports.title" },
  { id: "settings-export", title: "settings.export.title" },
  { id: "settings-delete", title: "settings.delete.title" },
] as const;

export function SettingsPage() {
  return <MemberOnly>{(user) => <Settings user={user} />}</MemberOnly>;
}

function Settings({ user }: { user: SessionUser }) {
  const { t } = useTranslation(["account", "sessions"]);
  const { toasts, notify, close } = useFeedbackToasts();
  const { hash } = useLocation();
  // A mailed link to a section (the new sign-in mail's #settings-sessions) opens at it: the page is drawn
  // after the browser looked for the anchor, so it is scrolled to here.
  useEffect(() => {
    const section = hash ? document.getElementById(hash.slice(1)) : null;
    section?.scrollIntoView({ block: "start" });
  }, [hash]);

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
                <a href={`#${section.id}`}>{t(section.title)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-sections">
          <ReenableNotifications user={user} />
          <EmailSection user={user} />
          <PasswordSection notify={notify} />
          <SessionsSection notify={notify} />
          <TwoStepSection notify={notify} />
          <InvisibleSection user={user} notify={notify} />
          <ChatPrivacySection user={user} notify={notify} />
          <LocationSection user={user} notify={notify} />
          <NotificationsSection user={user} notify={notify} />
          <SpendingLimitsSection notify={notify} />
          <MyReportsSection />
          <ExportSection user={user} />
          <DeleteSection />
        </div>
      </div>
      <FeedbackToasts toasts={toasts} onClose={close} closeLabel={t("signup.close")} />
    </div>
  );
}
