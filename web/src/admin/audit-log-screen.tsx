/**
 * The audit log (admins only): every staff action, newest first, AUDIT_PAGE_SIZE a page, searched by
 * action, staff e-mail or target (typing waits for a pause before asking), sorted by time, action or
 * staff. The query is in the URL, so back and forward and a shared link show the same page. A table on a
 * desktop; on a phone each row is a card (the same markup, admin.scss).
 */
import { AUDIT_PAGE_SIZE, type AuditEntry } from "@amora/contract/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type AuditLogQuery, type AuditSort, adminApi, type SortOrder } from "./admin-api.ts";
import { useSessionGuard } from "./admin-session.tsx";
import { AuditDiff } from "./audit-diff.tsx";

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const SORTS: readonly AuditSort[] = ["at", "action", "staff"];

function readQuery(params: URLSearchParams): AuditLogQuery {
  const sort = SORTS.find((value) => value === params.get("sort")) ?? "at";
  const order: SortOrder = params.get("order") === "asc" ? "asc" : "desc";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return { q: params.get("q") ?? "", sort, order, page };
}

function writeQuery(query: AuditLogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== "at") params.set("sort", query.sort);
  if (query.order !== "desc") params.set("order", query.order);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

export function AuditLogScreen() {
  const { t, i18n } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const guard = useSessionGuard();
  const [search, setSearch] = useState(query.q);

  const update = (change: Partial<AuditLogQuery>) => setParams(writeQuery({ ...query, ...change }));

  useEffect(() => {
    if (search.trim() === query.q) return;
    const timer = setTimeout(() => update({ q: search.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const log = useQuery({
    queryKey: ["admin", "audit-log", query],
    queryFn: ({ signal }) => guard(() => adminApi.auditLog(query, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const sortBy = (sort: AuditSort) =>
    update({ sort, order: query.sort === sort && query.order === "desc" ? "asc" : "desc", page: 1 });

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const pageSize = log.data?.page_size ?? AUDIT_PAGE_SIZE;
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const header = (sort: AuditSort | null, label: string) => {
    if (!sort) return <th scope="col">{label}</th>;
    const active = query.sort === sort;
    return (
      <th scope="col" aria-sort={active ? (query.order === "asc" ? "ascending" : "descending") : undefined}>
        <button type="button" className="admin-sort" onClick={() => sortBy(sort)}>
          {label}
          <span className="visually-hidden"> ({t("audit.sortBy", { column: label })})</span>
          <span className={`admin-sort__arrow ${active ? "is-active" : ""}`} aria-hidden="true">
            {active && query.order === "asc" ? "▲" : "▼"}
          </span>
        </button>
      </th>
    );
  };

  return (
    <section aria-labelledby="audit-title">
      <div className="admin-page-head">
        <div>
          <h1 id="audit-title" className="h3 mb-1">
            {t("audit.title")}
          </h1>
          <p className="text-body-secondary mb-0">{t("audit.intro")}</p>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: React 19 does not know the <search> element yet. */}
        <form role="search" className="admin-search" onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor="audit-search">
            {t("audit.search")}
          </label>
          <input
            id="audit-search"
            type="search"
            className="form-control"
            placeholder={t("audit.searchPlaceholder")}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
      </div>

      {log.isError && !log.data ? (
        <div
          className="alert alert-danger d-flex justify-content-between align-items-center gap-3"
          role="alert"
        >
          {t("audit.loadFailed")}
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void log.refetch()}>
            {t("audit.retry")}
          </button>
        </div>
      ) : !log.data ? (
        <div className="admin-loading" role="status">
          <div className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">{t("loading")}</span>
        </div>
      ) : (
        <>
          <p className="admin-count" aria-live="polite">
            {t("audit.count", { count: total })}
          </p>
          {log.data.entries.length === 0 ? (
            <div className="card admin-empty">
              <div className="card-body">{query.q ? t("audit.empty") : t("audit.emptyAll")}</div>
            </div>
          ) : (
            <div className={`admin-table-frame ${log.isPlaceholderData ? "is-loading" : ""}`}>
              <table className="table admin-table admin-table--cards">
                <thead>
                  <tr>
                    {header("at", t("audit.at"))}
                    {header("staff", t("audit.staff"))}
                    {header("action", t("audit.action"))}
                    {header(null, t("audit.target"))}
                    {header(null, t("audit.ip"))}
                    {header(null, t("audit.changes"))}
                  </tr>
                </thead>
                <tbody>
                  {log.data.entries.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} date={dateFormat.format(new Date(entry.at))} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav className="admin-pager" aria-label={t("audit.pages")}>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={query.page <= 1}
              onClick={() => update({ page: query.page - 1 })}
            >
              {t("audit.previous")}
            </button>
            <span>{t("audit.pageOf", { page: query.page, pages })}</span>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={query.page >= pages}
              onClick={() => update({ page: query.page + 1 })}
            >
              {t("audit.next")}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

/** An e-mail address that wraps, when it must, after its @ rather than inside a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function AuditRow({ entry, date }: { entry: AuditEntry; date: string }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const target = entry.target_type
    ? `${entry.target_type}${entry.target_id ? ` #${entry.target_id}` : ""}`
    : "—";
  const hasChanges = entry.before != null || entry.after != null;
  const detailId = `audit-changes-${entry.id}`;
  return (
    <>
      <tr className={open ? "is-open" : undefined}>
        <td data-label={t("audit.at")} className="admin-table__at">
          <time dateTime={entry.at}>{date}</time>
        </td>
        <td data-label={t("audit.staff")}>
          <div>
            <div className="admin-table__staff">
              {entry.staff_email ? <BreakableEmail email={entry.staff_email} /> : t("audit.system")}
            </div>
            {entry.roles.length > 0 && (
              <div className="small text-body-secondary">
                {entry.roles.map((role) => t(`roles.${role}`)).join(" · ")}
              </div>
            )}
          </div>
        </td>
        <td data-label={t("audit.action")}>
          <code className="admin-action">{entry.action}</code>
        </td>
        <td data-label={t("audit.target")}>{target}</td>
        <td data-label={t("audit.ip")} className="admin-table__ip">
          {entry.ip ?? "—"}
        </td>
        <td data-label={t("audit.changes")} className="admin-table__changes">
          {hasChanges ? (
            <button
              type="button"
              className="admin-toggle"
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              onClick={() => setOpen(!open)}
            >
              <span className="admin-toggle__arrow" aria-hidden="true" />
              {open ? t("audit.hideChanges") : t("audit.showChanges")}
            </button>
          ) : (
            <span className="text-body-secondary">{t("audit.noChanges")}</span>
          )}
        </td>
      </tr>
      {open && (
        <tr id={detailId} className="admin-table__detail">
          <td colSpan={6}>
            <AuditDiff before={entry.before} after={entry.after} />
          </td>
        </tr>
      )}
    </>
  );
}
