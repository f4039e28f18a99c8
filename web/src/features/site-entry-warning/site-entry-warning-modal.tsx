/** The 18+ warning dialog: enter (and remember it) or leave the site. */
import Modal from "react-bootstrap/Modal";
import { SiteEntryWarningBody, TEXT_ID, TITLE_ID } from "./site-entry-warning-body.tsx";

interface SiteEntryWarningModalProps {
  minAge: number;
  onEnter: () => void;
}

export function SiteEntryWarningModal({ minAge, onEnter }: SiteEntryWarningModalProps) {
  return (
    // Static backdrop and no Escape: the visitor has to choose, as the warning is a legal notice. No fade:
    // it takes over from the server-rendered dialog, already on screen.
    <Modal
      show
      animation={false}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
      contentClassName="site-entry-warning"
    >
      <Modal.Body className="text-center p-4 p-sm-5">
        <SiteEntryWarningBody minAge={minAge} onEnter={onEnter} />
      </Modal.Body>
    </Modal>
  );
}
