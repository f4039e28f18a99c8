/**
 * The warnings header of the default layout (spec §4): one notice at a time (header-notice.ts), the most
 * important of the account alerts that apply on this page and the welcome-discount banner. An alert has its
 * action (resend the activation e-mail, add a photo, turn notification e-mails back on or open their settings) and a dismiss button
 * that hides it at once and stores the dismissal on the server (POST /api/alerts.php); the next one
 * follows.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { FeedbackToasts, type Notify, useFeedbackToasts } from "../../components/feedback-toasts.tsx";
import { LinkedText } from "../../components/linked-text.tsx";
import { BellIcon, BellOffIcon, CameraIcon, CloseIcon, MailIcon } from "../../components/member-icons.tsx";
import {
  accountApi,
  hasErrorCode,
  ReenableNotificationsAction,
  useErrorText,
  usePushButtons,
  useResendActivationMail,
  useUserMutation,
} from "../account/index.ts";
import { usePushDevice } from "../push/index.ts";
import { ReportDecisionAlert } from "../reports/index.ts";
import type { SessionUser } from "../session/index.ts";
import {
  showsBannerOn,
  TimeBonusBanner,
  timeBonusEndsAt,
  timeBonusRemainingSeconds,
  useTickingNow,
} from "../time-bonus/index.ts";
import { headerNotice } from "./header-notice.ts";
import { type AccountAlert, visibleAlerts } from "./visible-alerts.ts";
import "./account-alerts.scss";

const ALERT_ICONS = {
  activation: MailIcon,
  photo: CameraIcon,
  push: BellIcon,
  notifications: BellOffIcon,
} as const satisfies Record<AccountAlert, unknown>;

const EMAIL_STRONG = { email: (address: string) => <strong className="text-break">{address}</strong> };

export function AccountAlerts({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState<ReadonlySet<AccountAlert>>(new Set());
  const push = usePushDevice();
  // The push alert's outcome outlives the alert: once push is on or blocked the alert goes, the toast stays.
  const { toasts, notify, close } = useFeedbackToasts();
  const dismiss = useUserMutation(accountApi.dismissAlert);
  // The discount banner's countdown ticks here; the clock stops when the bonus ends.
  const now = useTickingNow(timeBonusEndsAt(user));
  const secondsLeft = timeBonusRemainingSeconds(user, now);
  const alerts = visibleAlerts({ user, pathname, push: push.state, now }).filter(
    (alert) => !hidden.has(alert),
  );
  const notice = headerNotice(alerts, secondsLeft !== null && showsBannerOn(pathname));
  // A moderator's decision against the member (issue 17) shows above the rest, but on settings, which shows it whole.
  const feedback = (
    <>
      {pathname !== paths.notifications && <ReportDecisionAlert />}
      <FeedbackToasts toasts={toasts} onClose={close} closeLabel={t("alerts.close")} />
    </>
  );
  if (notice === null) return feedback;
  if (notice === "time_bonus")
    return (
      <>
        {secondsLeft !== null && <TimeBonusBanner secondsLeft={secondsLeft} />}
        {feedback}
      </>
    );

  function hide(alert: AccountAlert) {
    setHidden((current) => new Set(current).add(alert));
    dismiss.mutate(alert, {
      // Not stored: it shows again, rather than coming back unexpectedly on the next visit.
      onError: () =>
        setHidden((current) => {
          const next = new Set(current);
          next.delete(alert);
          return next;
        }),
    });
  }

  return (
    <>
      <section className="account-alerts" aria-label={t("alerts.label")}>
        <div className="container">
          <AlertRow key={notice} alert={notice} user={user} onDismiss={() => hide(notice)} notify={notify} />
        </div>
      </section>
      {feedback}
    </>
  );
}

function AlertRow({
  alert,
  user,
  onDismiss,
  notify,
}: {
  alert: AccountAlert;
  user: SessionUser;
  onDismiss: () => void;
  notify: Notify;
}) {
  const { t } = useTranslation("account");
  const Icon = ALERT_ICONS[alert];
  return (
    <div className={`account-alert account-alert--${alert}`} data-alert={alert}>
      <span className="account-alert__icon">
        <Icon size={20} />
      </span>
      <div className="account-alert__content">
        {alert === "activation" && <ActivationAlert user={user} />}
        {alert === "photo" && (
          <>
            <p className="account-alert__text">{t("alerts.photo.text")}</p>
            <Link to={paths.profile} className="btn btn-sm btn-primary account-alert__action">
              {t("alerts.photo.action")}
            </Link>
          </>
        )}
        {alert === "push" && <PushAlert notify={notify} />}
        {alert === "notifications" && (
          <>
            <div className="account-alert__text">
              {user.notifications_disabled.map((reason) => (
                <p key={reason} className="mb-0">
                  {t(`alerts.notifications.${reason}`, { email: user.email })}
                </p>
              ))}
            </div>
            <ReenableNotificationsAction
              email={user.email}
              className="btn btn-sm btn-dark account-alert__action"
              sentClassName="account-alert__done"
            />
            <Link to={paths.notifications} className="btn btn-sm btn-outline-dark account-alert__action">
              {t("alerts.notifications.action")}
            </Link>
          </>
        )}
      </div>
      <button type="button" className="account-alert__dismiss" onClick={onDismiss}>
        <CloseIcon size={18} />
        <span className="visually-hidden">{t("alerts.dismiss")}</span>
      </button>
    </div>
  );
}

/** Spec §4: push is offered from a button, never by the browser's question popping up unasked. */
function PushAlert({ notify }: { notify: Notify }) {
  const { t } = useTranslation("account");
  const { device, turnOn } = usePushButtons(notify);
  return (
    <>
      <p className="account-alert__text">{t("alerts.push.text")}</p>
      <button
        type="button"
        className="btn btn-sm btn-primary account-alert__action"
        disabled={device.isBusy}
        onClick={() => void turnOn()}
      >
        {t("alerts.push.action")}
      </button>
    </>
  );
}

function ActivationAlert({ user }: { user: SessionUser }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const resend = useResendActivationMail();
  return (
    <>
      <p className="account-alert__text">
        <LinkedText text={t("alerts.activation.text", { email: user.email })} links={EMAIL_STRONG} />
      </p>
      {resend.isSuccess ? (
        <span className="account-alert__done" role="status">
          {t("alerts.activation.sent")}
        </span>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-primary account-alert__action"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t("alerts.activation.resend")}
        </button>
      )}
      {resend.isError && (
        <span className={hasErrorCode(resend.error, "ALREADY_ACTIVE") ? "" : "text-danger"} role="alert">
          {errorText(resend.error)}
        </span>
      )}
    </>
  );
}
