/**
 * The dialog that asks for the words a rejection or a reply needs (the member or complainant reads them):
 * a text area, required, and the confirming button. The server's error shows in the dialog; Escape or
 * "Cancel" closes it without a call.
 */
import { type FormEvent, useId, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../error-alert.tsx";

export function ReasonDialog({
  show,
  title,
  subject,
  label,
  hint,
  confirm,
  minLength,
  maxLength,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  title: string;
  /** What the dialog is about (a member's name, a reference), under the title. */
  subject?: string;
  label: string;
  hint: string;
  confirm: string;
  minLength: number;
  maxLength: number;
  onCancel: () => void;
  /** The call; the dialog closes when it succeeds and shows its error when it fails. */
  onConfirm: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation("admin-moderation");
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [tooShort, setTooShort] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < minLength) {
      setTooShort(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(text.trim());
      setText("");
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      aria-labelledby={`${id}-title`}
      onExited={() => {
        setError(null);
        setTooShort(false);
      }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton closeLabel={t("cancel")}>
          <div>
            <h2 id={`${id}-title`} className="h5 mb-0">
              {title}
            </h2>
            {subject && <p className="small text-body-secondary mb-0">{subject}</p>}
          </div>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={error} />
          <label htmlFor={`${id}-text`} className="form-label">
            {label}
          </label>
          <textarea
            id={`${id}-text`}
            className={`form-control ${tooShort ? "is-invalid" : ""}`}
            rows={4}
            value={text}
            required
            maxLength={maxLength}
            aria-describedby={`${id}-hint`}
            aria-invalid={tooShort || undefined}
            // biome-ignore lint/a11y/noAutofocus: the dialog is there to be typed in.
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              setTooShort(false);
            }}
          />
          <div id={`${id}-hint`} className={tooShort ? "invalid-feedback d-block" : "form-text"}>
            {tooShort ? t("tooShort", { count: minLength }) : hint}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t("cancel")}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {confirm}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
