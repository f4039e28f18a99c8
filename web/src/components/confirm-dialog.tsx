/** A question to confirm in a dialog: the question, then "cancel" and the action side by side below it. */
import { type ReactNode, useId } from "react";
import Modal from "react-bootstrap/Modal";

interface ConfirmDialogProps {
  show: boolean;
  /** Closing the dialog any way (Escape, the backdrop, the cancel button) cancels. */
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel: string;
  confirmLabel: string;
  /** The action's button, e.g. "btn btn-danger rounded-pill px-4" for a deletion. */
  confirmClassName: string;
  cancelClassName?: string;
  footerClassName?: string;
  size?: "sm";
  /** The action under way: its button is disabled meanwhile. */
  pending?: boolean;
  /** The question. */
  children: ReactNode;
}

export function ConfirmDialog({
  show,
  onCancel,
  onConfirm,
  cancelLabel,
  confirmLabel,
  confirmClassName,
  cancelClassName = "btn btn-link",
  footerClassName,
  size,
  pending,
  children,
}: ConfirmDialogProps) {
  const questionId = useId();
  return (
    // The question names the dialog for screen readers.
    <Modal show={show} onHide={onCancel} centered size={size} aria-labelledby={questionId}>
      <Modal.Body id={questionId}>{children}</Modal.Body>
      <Modal.Footer className={footerClassName}>
        <button type="button" className={cancelClassName} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={confirmClassName} disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
