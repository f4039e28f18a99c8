/**
 * Push on this device, at the top of the notification settings: whether this browser can show push
 * notifications, and the button that turns them on (the browser then asks) or off. Blocked in the
 * browser, it says where to allow them: the site cannot ask again once the member said no.
 */
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { BellIcon, BellOffIcon } from "../../../components/member-icons.tsx";
import type { PushState } from "../../push/index.ts";
import { usePushButtons } from "../push-buttons.ts";

type DeviceStatus = "checking" | "unsupported" | "blocked" | "off" | "on";

export function deviceStatus(state: PushState): DeviceStatus {
  if (state.isCapable === null) return "checking";
  if (!state.isCapable) return "unsupported";
  if (state.isSubscribed === "denied") return "blocked";
  return state.isSubscribed ? "on" : "off";
}

export function PushDevicePanel({ notify }: { notify: Notify }) {
  const { t } = useTranslation("account");
  const { device: push, turnOn, turnOff } = usePushButtons(notify);
  const status = deviceStatus(push.state);

  const Icon = status === "on" ? BellIcon : BellOffIcon;
  return (
    <div className={`push-device push-device--${status}`}>
      <span className="push-device__icon">
        <Icon size={22} />
      </span>
      <div className="push-device__text">
        <h3 className="push-device__title">
          {t("settings.notifications.device.title")}
          <span className="push-device__status">{t(`settings.notifications.device.${status}.badge`)}</span>
        </h3>
        <p className="push-device__help" role="status">
          {t(`settings.notifications.device.${status}.text`)}
        </p>
      </div>
      {status === "off" && (
        <button
          type="button"
          className="btn btn-primary push-device__action"
          disabled={push.isBusy}
          onClick={() => void turnOn()}
        >
          {t("settings.notifications.device.turnOn")}
        </button>
      )}
      {status === "on" && (
        <button
          type="button"
          className="btn btn-outline-secondary push-device__action"
          disabled={push.isBusy}
          onClick={() => void turnOff()}
        >
          {t("settings.notifications.device.turnOff")}
        </button>
      )}
    </div>
  );
}
