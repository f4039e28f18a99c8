/**
 * The audit log (admins only): every staff action, newest first, AUDIT_PAGE_SIZE a page, searched by
 * action, staff e-mail or target (typing waits for a pause before asking), sorted by time, action or
 * staff. The query is in the URL, so back and forward and a shared link show the same page. A table on a
 * desktop; on a phone each row is a card (the same markup, admin.scss).
 */
import type { AuditEntry } from "@amora/contract/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AuditSort, adminApi } from "./admin-api.ts";
import { ListBody, ListHead, SortHeader, useListQuery } from "./admin-list.tsx";
import { useSessionGuard } from "./admin-session.tsx";
import { AuditDiff } from "./audit-diff.tsx";
import { useStaffFormatLocale } from "./staff-format-locale.ts";

const SORTS: readonly AuditSort[] = ["at", "action", "staff"];

export function AuditLogScreen() {
  const { t } = useTranslation("admin");
  const locale = useStaffFormatLocale();
  const list = useListQuery({ sorts: SORTS, defaultSort: "at" });
  const guard = useSessionGuard();

  const log = useQuery({
    queryKey: ["admin", "audit-log", list.apiQuery],
    queryFn: ({ signal }) => guard(() => adminApi.auditLog(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <section aria-labelledby="audit-title">
      <ListHead
        id="audit-title"
        title={t("audit.title")}
        intro={t("audit.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("audit.searchPlaceholder")}
      />
      <ListBody
        list={list}
        result={log}
        loadFailed={t("audit.loadFailed")}
        count={(count) => t("audit.count", { count })}
        empty={list.query.q ? t("audit.empty") : t("audit.emptyAll")}
        isEmpty={(data) => data.entries.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="at" label={t("audit.at")} />
                <SortHeader list={list} sort="staff" label={t("audit.staff")} />
                <SortHeader list={list} sort="action" label={t("audit.action")} />
                <SortHeader list={list} label={t("audit.target")} />
                <SortHeader list={list} label={t("audit.ip")} />
                <SortHeader list={list} label={t("audit.changes")} />
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} date={dateFormat.format(new Date(entry.at))} />
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
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
