/** What a lander shows instead of its photos: a failed load with a retry, or no profiles yet. The CTA stays. */
import { useTranslation } from "react-i18next";

export function LanderProfilesState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation("landers");
  if (!failed) return <p className="lander-state">{t("state.empty")}</p>;
  return (
    <div className="lander-state" role="alert">
      <p className="mb-2">{t("state.failed")}</p>
      <button type="button" className="btn btn-outline-primary rounded-pill btn-sm px-3" onClick={onRetry}>
        {t("state.retry")}
      </button>
    </div>
  );
}
