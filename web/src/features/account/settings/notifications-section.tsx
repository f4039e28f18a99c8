/**
 * The notifications of spec §3: push on this device first, then per type two switches, e-mail and push,
 * chosen apart, then the daily digest of the e-mails. Each switch is saved as soon as it is flipped, with a
 * toast to say so. The push switches apply to every device where push is on; they wait, greyed, until push
 * is on here, since a member who cannot receive push cannot see what they change. When the site stopped
 * mailing the member (spam complaint, bounce, unsubscribe) the reason shows here.
 */
import { NOTIFICATION_TYPES, type NotificationType } from "@amora/contract/accounts";
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { BellIcon, BellOffIcon } from "../../../components/member-icons.tsx";
import { hasSubscription, usePushState } from "../../push/index.ts";
import type { SessionUser } from "../../session/index.ts";
import { type AccountUpdate, accountApi, useUserMutation } from "../api.ts";
import { useErrorText } from "../issues.ts";
import { deviceStatus, PushDevicePanel } from "./push-device-panel.tsx";

type Channel = "email" | "push";
const CHANNELS: readonly Channel[] = ["email", "push"];
const PUSH_HINT_ID = "settings-notifications-push-hint";

/** Why the push switches wait: what the member can do about it here, if anything. */
function hintFor(status: ReturnType<typeof deviceStatus>): "off" | "blocked" | "elsewhere" {
  return status === "off" || status === "blocked" ? status : "elsewhere";
}

function channelUpdate(channel: Channel, type: NotificationType, value: boolean): AccountUpdate {
  return channel === "email"
    ? { email_notifications: { [type]: value } }
    : { push_notifications: { [type]: value } };
}

function channelValue(update: AccountUpdate | undefined, channel: Channel, type: NotificationType) {
  return (channel === "email" ? update?.email_notifications : update?.push_notifications)?.[type];
}

/** A toggle that saves at once, showing the new state while it is saved and the saved one after. */
function useSavedSwitch(read: (update: AccountUpdate | undefined) => boolean | undefined, saved: boolean) {
  const save = useUserMutation(accountApi.updateAccount);
  const checked = save.isPending ? (read(save.variables) ?? saved) : saved;
  return { save, checked };
}

/** One switch of the grid: named in full for assistive technologies, by its column's name on a phone. */
function GridSwitch({
  id,
  name,
  channel,
  checked,
  busy,
  disabled = false,
  onChange,
}: {
  id: string;
  name: string;
  channel: Channel;
  checked: boolean;
  busy: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation("account");
  return (
    <div className={`notification-grid__switch notification-grid__switch--${channel} form-check form-switch`}>
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        aria-label={name}
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={disabled ? PUSH_HINT_ID : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {/* The column heads say which is which on a wide screen; on a phone each switch says it. */}
      <label className="notification-grid__channel" htmlFor={id} aria-hidden="true">
        {t(`settings.notifications.channels.${channel}.title`)}
      </label>
    </div>
  );
}

/** The toast after saving a switch, or the error that kept it from being saved. */
function useSaveFeedback(notify: Notify) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  return (name: string, value: boolean) => ({
    onSuccess: () =>
      notify(t(value ? "settings.notifications.on" : "settings.notifications.off", { type: name })),
    onError: (error: unknown) => notify(t("settings.saveFailed", { error: errorText(error) }), "error"),
  });
}

function ChannelSwitch({
  type,
  channel,
  user,
  notify,
  disabled,
}: {
  type: NotificationType;
  channel: Channel;
  user: SessionUser;
  notify: Notify;
  disabled: boolean;
}) {
  const { t } = useTranslation("account");
  const feedback = useSaveFeedback(notify);
  const saved = (channel === "email" ? user.email_notifications : user.push_notifications)[type] ?? false;
  const { save, checked } = useSavedSwitch((update) => channelValue(update, channel, type), saved);
  const name = t(`settings.notifications.channels.${channel}.name`, {
    type: t(`settings.notifications.types.${type}.label`),
  });
  return (
    <GridSwitch
      id={`settings-notification-${type}-${channel}`}
      name={name}
      channel={channel}
      checked={checked}
      busy={save.isPending}
      disabled={disabled}
      onChange={(value) => save.mutate(channelUpdate(channel, type, value), feedback(name, value))}
    />
  );
}

function RowText({ label, help }: { label: string; help: string }) {
  return (
    <div className="notification-grid__text">
      <p className="notification-grid__label">{label}</p>
      <p className="notification-grid__help">{help}</p>
    </div>
  );
}

/** The digest is about e-mail only: its switch stands in the e-mail column, below the types. */
function DigestRow({ user, notify }: { user: SessionUser; notify: Notify }) {
  const { t } = useTranslation("account");
  const feedback = useSaveFeedback(notify);
  const { save, checked } = useSavedSwitch((update) => update?.email_digest, user.email_digest);
  const label = t("settings.notifications.digest.label");
  return (
    <div className="notification-grid__row notification-grid__row--digest">
      <RowText label={label} help={t("settings.notifications.digest.help")} />
      <GridSwitch
        id="settings-notification-digest"
        name={label}
        channel="email"
        checked={checked}
        busy={save.isPending}
        onChange={(value) => save.mutate({ email_digest: value }, feedback(label, value))}
      />
    </div>
  );
}

export function NotificationsSection({ user, notify }: { user: SessionUser; notify: Notify }) {
  const { t } = useTranslation("account");
  const push = usePushState();
  const isPushOff = !hasSubscription(push);
  return (
    <FormSection
      id="settings-notifications"
      icon={BellIcon}
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
      <PushDevicePanel notify={notify} />
      {isPushOff && (
        <p id={PUSH_HINT_ID} className="notification-grid__hint">
          {t(`settings.notifications.pushHint.${hintFor(deviceStatus(push))}`)}
        </p>
      )}
      <div className="notification-grid">
        <div className="notification-grid__head" aria-hidden="true">
          <span>{t("settings.notifications.typeColumn")}</span>
          {CHANNELS.map((channel) => (
            <span key={channel} className="notification-grid__column">
              {t(`settings.notifications.channels.${channel}.title`)}
            </span>
          ))}
        </div>
        {NOTIFICATION_TYPES.map((type) => (
          <div key={type} className="notification-grid__row">
            <RowText
              label={t(`settings.notifications.types.${type}.label`)}
              help={t(`settings.notifications.types.${type}.help`)}
            />
            {CHANNELS.map((channel) => (
              <ChannelSwitch
                key={channel}
                type={type}
                channel={channel}
                user={user}
                notify={notify}
                disabled={channel === "push" && isPushOff}
              />
            ))}
          </div>
        ))}
        <DigestRow user={user} notify={notify} />
      </div>
    </FormSection>
  );
}
