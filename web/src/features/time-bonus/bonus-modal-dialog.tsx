/**
 * The two time-bonus dialogs (spec §2 Modals): the welcome bonus, explaining the discount to a new member,
 * and the time-bonus reminder. Both show the countdown and the code, and lead to the credits page with the
 * code filled in; following that link counts as dismissing, like closing does.
 */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      centered
      aria-labelledby="time-bonus-modal-title"
      aria-describedby="time-bonus-modal-text"
      dialogClassName="time-bonus-modal-dialog"
      contentClassName="time-bonus-modal"
    >
      <Modal.Body className="time-bonus-modal__body">
        <button
          type="button"
          className="btn-close time-bonus-modal__close"
          aria-label={t("modal.close")}
          onClick={onClose}
        />
        <span className="time-bonus-modal__icon">
          <PercentIcon size={32} />
        </span>
        <h2 id="time-bonus-modal-title" className="h4 mb-2">
          {t(`${modal}.title`, { percentage })}
        </h2>
        <p id="time-bonus-modal-text" className="text-body-secondary mb-3">
          {t(`${modal}.text`, { percentage, hours, count: hours })}
        </p>
        <Countdown secondsLeft={secondsLeft} className="time-bonus-countdown time-bonus-countdown--large" />
        <p className="time-bonus-modal__code-line">
          <LinkedText text={t("modal.code", { code })} links={CODE} />
        </p>
        <div className="d-grid gap-2">
          <Link to={TIME_BONUS_CREDITS_LINK} className="btn btn-primary btn-lg" onClick={onClose}>
            {t(`${modal}.action`, { percentage })}
          </Link>
          <button type="button" className="btn btn-link" onClick={onClose}>
            {t(`${modal}.later`)}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
