/**
 * Members' reports (moderators and admins; issue 17): the open ones oldest first, the appeals waiting, or the
 * decided ones, searched by the reported member's name or profile id. Each row shows how many of the
 * reporter's reports were dismissed (serial false reporting). A row opens the report (its id in the URL):
 * the attached messages, the reported profile, and the decision form, whose actions are the member tools'
 * (warn, remove a photo, suspend, ban) or a dismissal, each with the statement of reasons the member reads.
 */
import { REPORT_QUEUES, type ReportQueue } from "@amora/contract/admin-reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListBody, ListHead, SortHeader, useListQuery, useOpenRow } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { ReportDialog } from "./report-dialog.tsx";
import { Reporter, StatusBadge } from "./report-parts.tsx";
import { reportsApi } from "./reports-api.ts";
import "./reports.scss";

const SORTS = ["created"] as const;

export function ReportsScreen() {
  const { t } = useTranslation("admin-reports");
  const locale = useStaffFormatLocale();
  const list = useListQuery({
    sorts: SORTS,
    defaultSort: "created",
    defaultOrder: "asc",
    filters: ["queue", "open"],
  });
  const queue = (REPORT_QUEUES.find((value) => value === list.query.filters.queue) ?? "open") as ReportQueue;
  const guard = useSessionGuard();
  const apiQuery = { ...list.apiQuery, open: undefined, queue };
  const reports = useQuery({
    queryKey: ["admin", "reports", apiQuery],
    queryFn: ({ signal }) => guard(() => reportsApi.list(apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const [openId, show] = useOpenRow();

  return (
    <section aria-labelledby="reports-title">
      <ListHead
        id="reports-title"
        title={t("title")}
        intro={t("intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("searchPlaceholder")}
      >
        <label className="visually-hidden" htmlFor="reports-queue">
          {t("queue")}
        </label>
        <select
          id="reports-queue"
          className="form-select"
          value={queue}
          onChange={(event) => list.setFilter("queue", event.target.value)}
        >
          {REPORT_QUEUES.map((value) => (
            <option key={value} value={value}>
              {t(`queues.${value}`)}
            </option>
          ))}
        </select>
      </ListHead>
      <ListBody
        list={list}
        result={reports}
        loadFailed={t("loadFailed")}
        count={(count) => t("count", { count })}
        empty={t(`empty.${queue}`)}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="created" label={t("created")} />
                <SortHeader list={list} label={t("reported")} />
                <SortHeader list={list} label={t("reason")} />
                <SortHeader list={list} label={t("reporter")} />
                <SortHeader list={list} label={t("status")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((report) => (
                <tr key={report.id}>
                  <td data-label={t("created")}>
                    <button
                      type="button"
                      className="btn btn-link p-0 text-start"
                      onClick={() => show(report.id)}
                    >
                      <time dateTime={report.created_at}>
                        {dateFormat.format(new Date(report.created_at))}
                      </time>
                    </button>
                  </td>
                  <td data-label={t("reported")}>
                    {report.reported.user_id !== null ? (
                      <Link to={`/admin/members?member=${report.reported.user_id}`}>
                        {report.reported.name}
                      </Link>
                    ) : (
                      report.reported.name
                    )}
                    <div className="small text-body-secondary">#{report.reported.profile_id}</div>
                  </td>
                  <td data-label={t("reason")}>
                    {t(`reasons.${report.reason}`)}
                    {report.message_count > 0 && (
                      <div className="small text-body-secondary">
                        {t("messages", { count: report.message_count })}
                      </div>
                    )}
                  </td>
                  <td data-label={t("reporter")}>
                    <Reporter report={report} />
                  </td>
                  <td data-label={t("status")}>
                    <StatusBadge report={report} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
      {openId !== null && <ReportDialog id={openId} onClose={() => show(null)} />}
    </section>
  );
}
