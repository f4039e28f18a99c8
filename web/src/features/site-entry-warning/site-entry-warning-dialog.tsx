/**
 * The 18+ warning: a native <dialog>, open in the server's HTML (on the first paint, without JavaScript too)
 * and made modal as soon as a script runs: by the browser entry before hydration (early-entry.ts), or by the
 * effect below on a page rendered in the browser. The browser then keeps focus inside it and makes the page
 * behind it inert; Bootstrap's modal classes give it the look of the site's other dialogs. One dialog from
 * the server's HTML to the visitor's choice: no second one takes over after hydration.
 */
import { useEffect, useRef } from "react";
import { keepModal, SERVER_WARNING_ATTRIBUTE } from "./early-entry.ts";
import { SiteEntryWarningBody, TEXT_ID, TITLE_ID } from "./site-entry-warning-body.tsx";

export function SiteEntryWarningDialog({ minAge, onEnter }: { minAge: number; onEnter: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current) keepModal(dialog.current);
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      className="modal site-entry-warning-dialog"
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
    </dialog>
  );
}
