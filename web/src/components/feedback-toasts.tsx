/**
 * Saved-state feedback of the settings (ux.md): short toasts at the bottom of the screen (above the phone
 * tab bar), at most 350 px wide (Bootstrap's toast width, spec §9), announced politely, gone after a few
 * seconds. Errors stay until closed and are announced at once.
 */
import { useCallback, useRef, useState } from "react";
import Toast from "react-bootstrap/Toast";
import ToastContainer from "react-bootstrap/ToastContainer";
import "./feedback-toasts.scss";
import { AlertCircleIcon, CheckCircleIcon } from "./member-icons.tsx";

export type FeedbackTone = "success" | "error";
export type Notify = (text: string, tone?: FeedbackTone) => void;

interface FeedbackToast {
  id: number;
  text: string;
  tone: FeedbackTone;
}

const SHOWN_MS = 4_000;
/** More would cover the page on a phone; the oldest goes first. */
const MAX_TOASTS = 3;

export function useFeedbackToasts(): {
  toasts: FeedbackToast[];
  notify: Notify;
  close: (id: number) => void;
} {
  const [toasts, setToasts] = useState<FeedbackToast[]>([]);
  const nextId = useRef(1);
  const notify = useCallback<Notify>((text, tone = "success") => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, text, tone }].slice(-MAX_TOASTS));
  }, []);
  const close = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  return { toasts, notify, close };
}

export function FeedbackToasts({
  toasts,
  onClose,
  closeLabel,
}: {
  toasts: FeedbackToast[];
  onClose: (id: number) => void;
  closeLabel: string;
}) {
  return (
    <ToastContainer containerPosition="fixed" className="feedback-toasts">
      {toasts.map((toast) => {
        const isError = toast.tone === "error";
        const Icon = isError ? AlertCircleIcon : CheckCircleIcon;
        return (
          <Toast
            key={toast.id}
            onClose={() => onClose(toast.id)}
            autohide={!isError}
            delay={SHOWN_MS}
            className={`feedback-toast feedback-toast--${toast.tone}`}
            role={isError ? "alert" : "status"}
            aria-live={isError ? "assertive" : "polite"}
          >
            <Toast.Body className="feedback-toast__body">
              <Icon size={20} />
              <span className="feedback-toast__text">{toast.text}</span>
              <button
                type="button"
                className="btn-close btn-close-white ms-auto"
                aria-label={closeLabel}
                onClick={() => onClose(toast.id)}
              />
            </Toast.Body>
          </Toast>
        );
      })}
    </ToastContainer>
  );
}
