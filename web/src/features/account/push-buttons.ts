/**
 * The push buttons (settings, the push alert): turn push on or off on this device and tell the member how
 * it went — on, blocked in the browser with how to allow it, or why it failed — in their language.
 */
import { useTranslation } from "react-i18next";
import type { Notify } from "../../components/feedback-toasts.tsx";
import { type PushDevice, usePushDevice } from "../push/index.ts";
import { useErrorText } from "./issues.ts";

export interface PushButtons {
  device: PushDevice;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

export function usePushButtons(notify: Notify): PushButtons {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const device = usePushDevice();
  const failed = (error: unknown) => notify(t("push.failed", { error: errorText(error) }), "error");
  return {
    device,
    async turnOn() {
      try {
        const outcome = await device.turnOn();
        if (outcome === "denied") notify(t("push.denied"), "error");
        else if (outcome !== "dismissed") notify(t("push.turnedOn"), "success");
      } catch (error) {
        failed(error);
      }
    },
    async turnOff() {
      try {
        await device.turnOff();
        notify(t("push.turnedOff"));
      } catch (error) {
        failed(error);
      }
    },
  };
}
