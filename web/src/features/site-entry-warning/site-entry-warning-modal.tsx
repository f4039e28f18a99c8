/** The 18+ warning dialog: enter (and remember it) or leave the site. */
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";

/** Where "Leave" takes a visitor who does not want adult content: a neutral page outside the site. */
const LEAVE_URL = "https://www.google.com";

interface SiteEntryWarningModalProps {
  minAge: number;
  onEnter: () => void;
}

export function SiteEntryWarningModal({ minAge, onEnter }: SiteEntryWarningModalProps) {
  const { t } = useTranslation();
  return (
    // Static backdrop and no Escape: the visitor has to choose, as the warning is a legal notice.
    <Modal
      show
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="site-entry-warning-title"
      aria-describedby="site-entry-warning-text"
      contentClassName="site-entry-warning"
    >
      <Modal.Body className="text-center p-4 p-sm-5">
        <p className="site-entry-warning__age" aria-hidden="true">
          {minAge}+
        </p>
        <h2 id="site-entry-warning-title" className="h4 mb-3">
          {t("siteEntryWarning.title", { minAge })}
        </h2>
        <p id="site-entry-warning-text" className="text-body-secondary mb-4">
          {t("siteEntryWarning.text", { minAge })}
        </p>
        <div className="d-grid gap-2 d-sm-flex justify-content-sm-center">
          <button type="button" className="btn btn-primary btn-lg px-5" onClick={onEnter}>
            {t("siteEntryWarning.enter")}
          </button>
          <a className="btn btn-light btn-lg px-5" href={LEAVE_URL} rel="noreferrer">
            {t("siteEntryWarning.leave")}
          </a>
        </div>
      </Modal.Body>
    </Modal>
  );
}
