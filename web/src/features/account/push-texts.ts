/**
 * What the member reads after pressing a push button (settings, the push alert): on, blocked in the
 * browser with how to allow it, or why it failed, in the member's language.
 */
import { useTranslation } from "react-i18next";
import type { SubscribeOutcome } from "../push/index.ts";
import { useErrorText } from "./issues.ts";

export function usePushOutcomeText() {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  return {
    turnedOn: (outcome: Exclude<SubscribeOutcome, "dismissed">) =>
      outcome === "denied" ? t("push.denied") : t("push.turnedOn"),
    turnedOff: () => t("push.turnedOff"),
    failed: (error: unknown) => t("push.failed", { error: errorText(error) }),
  };
}
