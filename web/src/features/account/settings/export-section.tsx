/**
 * "Download my data" (issue 17): one click asks for an archive of everything held about the member; the
 * server builds it in the background and e-mails a link valid EXPORT_LINK_DAYS days. The section shows where
 * that stands (preparing, ready and mailed, when the next request is possible) and looks again now and then
 * while it is being prepared.
 */
import { EXPORT_LINK_DAYS } from "@amora/contract/data-export";
import { useTranslation } from "react-i18next";
import { FormSection } from "../../../components/form-section.tsx";
import { DownloadIcon } from "../../../components/member-icons.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import type { SessionUser } from "../../session/index.ts";
import { useFormatLocale } from "../../site/index.ts";
import { useErrorText } from "../issues.ts";
import { useDataExport, useRequestDataExport } from "../privacy-api.ts";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

export function ExportSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation("privacy");
  const errorText = useErrorText();
  const locale = useFormatLocale();
  const state = useDataExport();
  const request = useRequestDataExport();
  const status = state.data?.status;
  const isPreparing = status === "preparing";
  const when = (value: string) => formatDate(value, WHEN, locale);
  const nextAt = state.data?.next_request_at ?? null;

  return (
    <FormSection
      id="settings-export"
      icon={DownloadIcon}
      title={t("export.title")}
      lead={t("export.lead", { count: EXPORT_LINK_DAYS })}
    >
      <div aria-live="polite">
        {state.isPending && (
          <p className="text-body-secondary mb-0">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t("export.loading")}
          </p>
        )}
        {state.isError && (
          <div className="alert alert-danger mb-0" role="alert">
            {errorText(state.error)}
          </div>
        )}
        {isPreparing && (
          <div className="settings-export__state" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            <p className="mb-0">{t("export.preparing", { email: user.email })}</p>
          </div>
        )}
        {status === "ready" && state.data?.expires_at && (
          <div className="settings-export__state settings-export__state--ready" role="status">
            <p className="mb-0">
              {t("export.ready", { email: user.email, date: when(state.data.expires_at) })}
            </p>
          </div>
        )}
        {status === "failed" && (
          <div className="alert alert-warning" role="alert">
            {t("export.failed")}
          </div>
        )}
      </div>
      {state.isSuccess && !isPreparing && (
        <>
          {nextAt ? (
            <p className="text-body-secondary mb-0 mt-2">{t("export.nextAt", { date: when(nextAt) })}</p>
          ) : (
            <button
              type="button"
              className="btn btn-outline-primary mt-1"
              disabled={request.isPending}
              onClick={() => request.mutate()}
            >
              {request.isPending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {t("export.start")}
            </button>
          )}
          {request.isError && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {errorText(request.error)}
            </div>
          )}
        </>
      )}
    </FormSection>
  );
}
