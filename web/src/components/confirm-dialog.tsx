/** A question to confirm in a dialog: the question, then "cancel" and the action side by side below it. */
import type { ReactNode } from "react";
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
  return (
    <Modal show={show} onHide={onCancel} centered size={size}>
      <Modal.Body>{children}</Modal.Body>
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
