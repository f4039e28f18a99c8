/**
 * A dialog that offers one thing (the like modal, the time-bonus dialogs): a close button, a picture,
 * a title and a sentence, then the offer's link and "later". Following the link closes it too. Its parts
 * are styled by `name`: `name` on the content, `name__body`, `name__close`, `name-dialog` on the dialog.
 */
import type { ReactNode } from "react";
import Modal from "react-bootstrap/Modal";
import { Link, type To } from "react-router";

interface ActionDialogProps {
  name: string;
  show: boolean;
  onClose: () => void;
  /** After the closing animation, when the caller may forget what it showed. */
  onExited: () => void;
  closeLabel: string;
  picture: ReactNode;
  title: string;
  text: string;
  textClassName?: string;
  action: { to: To; label: string };
  laterLabel: string;
  /** Between the sentence and the link. */
  children?: ReactNode;
}

export function ActionDialog({
  name,
  show,
  onClose,
  onExited,
  closeLabel,
  picture,
  title,
  text,
  textClassName = "text-body-secondary mb-4",
  action,
  laterLabel,
  children,
}: ActionDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      centered
      dialogClassName={`${name}-dialog`}
      aria-labelledby={`${name}-title`}
      aria-describedby={`${name}-text`}
      contentClassName={name}
    >
      <Modal.Body className={`${name}__body`}>
        <button
          type="button"
          className={`btn-close ${name}__close`}
          aria-label={closeLabel}
          onClick={onClose}
        />
        {picture}
        <h2 id={`${name}-title`} className="h4 mb-2">
          {title}
        </h2>
        <p id={`${name}-text`} className={textClassName}>
          {text}
        </p>
        {children}
        <div className="d-grid gap-2">
          <Link to={action.to} className="btn btn-primary btn-lg" onClick={onClose}>
            {action.label}
          </Link>
          <button type="button" className="btn btn-link" onClick={onClose}>
            {laterLabel}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
