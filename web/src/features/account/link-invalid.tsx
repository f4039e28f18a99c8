/** What an e-mail link page shows when its link expired, was used or is missing (spec §8 LINK_INVALID). */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ResultPanel } from "../../components/result-panel.tsx";

/** An expired, used or missing link: the spec's text and the way to a new e-mail. */
export function LinkInvalid({ title, action }: { title: string; action: ReactNode }) {
  const { t } = useTranslation("errors");
  return (
    <ResultPanel tone="error" title={title} actions={action}>
      <p className="mb-0" role="alert">
        {t("codes.LINK_INVALID")}
      </p>
    </ResultPanel>
  );
}
