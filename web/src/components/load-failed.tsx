/** A list or page that could not be loaded: what went wrong, and a button that tries again. */
import { useTranslation } from "react-i18next";
import "./load-failed.scss";

export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-failed" role="alert">
      <p className="fw-semibold">{text}</p>
      <button type="button" className="btn btn-primary rounded-pill px-4" onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}
