/** "Approve" and "Reject" for one queued item, named after it for screen readers. */
import { useTranslation } from "react-i18next";

export function DecisionButtons({
  approveLabel,
  rejectLabel,
  disabled,
  onApprove,
  onReject,
}: {
  approveLabel: string;
  rejectLabel: string;
  disabled: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation("admin-moderation");
  return (
    <div className="moderation-actions">
      <button
        type="button"
        className="btn btn-primary btn-sm"
        data-approve
        disabled={disabled}
        onClick={onApprove}
        aria-label={approveLabel}
      >
        {t("approve")}
      </button>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        disabled={disabled}
        onClick={onReject}
        aria-label={rejectLabel}
      >
        {t("reject")}
      </button>
    </div>
  );
}
