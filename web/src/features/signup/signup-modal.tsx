/**
 * The signup modal of the default layout (spec §2): the signup steps in a dialog, full screen on phones.
 * While the signup request is in flight it cannot be closed: no close button, a static backdrop and no
 * Escape (spec §4).
 */
import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { SignupFlow } from "./signup-flow.tsx";

interface SignupModalProps {
  onClose: () => void;
}

export function SignupModal({ onClose }: SignupModalProps) {
  const { t } = useTranslation("account");
  const [isSubmitting, setSubmitting] = useState(false);

  return (
    <Modal
      show
      onHide={() => {
        if (!isSubmitting) onClose();
      }}
      backdrop={isSubmitting ? "static" : true}
      keyboard={!isSubmitting}
      centered
      fullscreen="sm-down"
      aria-labelledby="signup-modal-title"
      contentClassName="signup-modal"
    >
      <Modal.Header className="signup-modal__header">
        <Modal.Title id="signup-modal-title" as="p" className="signup-modal__title">
          {t("signup.title")}
        </Modal.Title>
        {!isSubmitting && (
          <button type="button" className="btn-close" aria-label={t("signup.close")} onClick={onClose} />
        )}
      </Modal.Header>
      <Modal.Body className="signup-modal__body">
        <SignupFlow headingLevel={2} onSubmittingChange={setSubmitting} onFinished={onClose} />
      </Modal.Body>
    </Modal>
  );
}
