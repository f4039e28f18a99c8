/**
 * The two time-bonus dialogs (spec §2 Modals): the welcome bonus, explaining the discount to a new member,
 * and the time-bonus reminder. Both show the countdown and the code, and lead to the credits page with the
 * code filled in; following that link counts as dismissing, like closing does.
 */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../components/action-dialog.tsx";
import { LinkedText } from "../../components/linked-text.tsx";
import type { BonusModal } from "./bonus-modals.ts";
import { Countdown } from "./countdown.tsx";
import { PercentIcon } from "./percent-icon.tsx";
import { TIME_BONUS_CREDITS_LINK } from "./time-bonus.ts";
import "./time-bonus.scss";

const { code, percentage } = WELCOME_DISCOUNT;
const hours = WELCOME_DISCOUNT.validSeconds / 3600;
const CODE = { code: (text: string) => <code className="time-bonus-modal__code">{text}</code> };

export function BonusModalDialog({
  modal,
  show,
  secondsLeft,
  onClose,
  onExited,
}: {
  modal: BonusModal;
  show: boolean;
  secondsLeft: number;
  onClose: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation("timebonus");
  return (
    <ActionDialog
      name="time-bonus-modal"
      show={show}
      onClose={onClose}
      onExited={onExited}
      closeLabel={t("modal.close")}
      picture={
        <span className="time-bonus-modal__icon">
          <PercentIcon size={32} />
        </span>
      }
      title={t(`${modal}.title`, { percentage })}
      text={t(`${modal}.text`, { percentage, hours, count: hours })}
      textClassName="text-body-secondary mb-3"
      action={{ to: TIME_BONUS_CREDITS_LINK, label: t(`${modal}.action`, { percentage }) }}
      laterLabel={t(`${modal}.later`)}
    >
      <Countdown secondsLeft={secondsLeft} className="time-bonus-countdown time-bonus-countdown--large" />
      <p className="time-bonus-modal__code-line">
        <LinkedText text={t("modal.code", { code })} links={CODE} />
      </p>
    </ActionDialog>
  );
}
