/**
 * The 18+ warning as the server renders it, in Bootstrap's modal markup without react-bootstrap (whose
 * Modal renders into a portal, which server rendering leaves out): it is on the first paint, and shows until
 * the Modal's code has loaded after hydration.
 */
import { SERVER_WARNING_ATTRIBUTE } from "./early-entry.ts";
import { SiteEntryWarningBody, TEXT_ID, TITLE_ID } from "./site-entry-warning-body.tsx";

export function StaticSiteEntryWarning({ minAge, onEnter }: { minAge: number; onEnter: () => void }) {
  return (
    <>
      <div
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        aria-describedby={TEXT_ID}
        {...{ [SERVER_WARNING_ATTRIBUTE]: "" }}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content site-entry-warning">
            <div className="modal-body text-center p-4 p-sm-5">
              <SiteEntryWarningBody minAge={minAge} onEnter={onEnter} />
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
