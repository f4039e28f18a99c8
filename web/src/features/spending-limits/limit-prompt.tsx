/**
 * The one-time question after large spending in a short time (issue 17): "set a spending limit?", on the
 * credits page. Shown while the server says `ask`; closing it or following it tells the server, which
 * never asks again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { dismissLimitPrompt, spendingLimitsQuery, spendingQueryKeys } from "./api.ts";
import { LIMITS_SECTION_ID } from "./limits-section.tsx";

export function LimitPrompt() {
  const { t } = useTranslation("spending");
  const queryClient = useQueryClient();
  const limits = useQuery(spendingLimitsQuery);
  const dismiss = useMutation({
    mutationFn: dismissLimitPrompt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: spendingQueryKeys.limits }),
  });
  if (!limits.data?.ask || dismiss.isPending || dismiss.isSuccess) return null;
  return (
    <aside className="alert alert-warning limit-prompt" aria-labelledby="limit-prompt-title">
      <h2 id="limit-prompt-title" className="limit-prompt__title">
        {t("prompt.title")}
      </h2>
      <p className="mb-2">{t("prompt.text")}</p>
      <div className="limit-prompt__actions">
        <Link
          to={`${paths.notifications}#${LIMITS_SECTION_ID}`}
          className="btn btn-primary btn-sm"
          onClick={() => dismiss.mutate()}
        >
          {t("prompt.set")}
        </Link>
        <button type="button" className="btn btn-link btn-sm" onClick={() => dismiss.mutate()}>
          {t("prompt.dismiss")}
        </button>
      </div>
    </aside>
  );
}
