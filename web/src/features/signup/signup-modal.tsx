/**
 * The signup modal of the default layout (spec §2): the signup steps in a dialog, full screen on phones.
 * Spec §4: while the signup is in progress (something entered or a step done, until the account exists)
 * neither the backdrop nor Escape closes it, so the visitor's input is not lost by accident; the close
 * button still does. While the request is in flight nothing closes it: the close button goes too.
 */
import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { SignupFlow } from "./signup-flow.tsx";

interface SignupModalProps {
  onClose: () => void;
  /** The title this opening asked for (a lander's "Sign up to write to Emma"); the usual one otherwise. */
  title?: string | null;
}

export function SignupModal({ onClose, title = null }: SignupModalProps) {
  const { t } = useTranslation("account");
  const [isSubmitting, setSubmitting] = useState(false);
  const [isInProgress, setInProgress] = useState(false);
  const isLocked = isSubmitting || isInProgress;

  return (
    <Modal
      show
      onHide={() => {
        if (!isLocked) onClose();
      }}
      backdrop={isLocked ? "static" : true}
      keyboard={!isLocked}
      centered
      fullscreen="sm-down"
      aria-labelledby="signup-modal-title"
      contentClassName="signup-modal"
    >
      <Modal.Header className="signup-modal__header">
        <Modal.Title id="signup-modal-title" as="p" className="signup-modal__title">
          {title ?? t("signup.title")}
        </Modal.Title>
        {!isSubmitting && (
          <button type="button" className="btn-close" aria-label={t("signup.close")} onClick={onClose} />
        )}
      </Modal.Header>
      <Modal.Body className="signup-modal__body">
        <SignupFlow
          headingLevel={2}
          onSubmittingChange={setSubmitting}
          onInProgressChange={setInProgress}
          onFinished={onClose}
        />
      </Modal.Body>
    </Modal>
  );
}
