/**
 * Complaints (moderators and support): newest first, searched by reference or e-mail, filtered by status
 * and site, sorted by date, status or e-mail. A row opens the complaint (its id in the URL, so a link shows
 * it) with a reply form: the reply is mailed to the complainant and the complaint marked answered.
 */
import {
  COMPLAINT_REPLY_MAX,
  COMPLAINT_STATUSES,
  type ComplaintDetail,
  type ComplaintStatus,
} from "@amora/contract/admin-moderation";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { ListBody, ListHead, SortHeader, useListQuery, useOpenRow } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { moderationApi } from "./moderation-api.ts";
import { SiteFilter } from "./site-filter.tsx";
import "./moderation.scss";

const SORTS = ["created", "status", "email"] as const;
const STATUS_BADGE: Record<ComplaintStatus, string> = {
  open: "text-bg-warning",
  answered: "text-bg-success",
  closed: "text-bg-secondary",
};

export function ComplaintsScreen() {
  const { t } = useTranslation("admin-moderation");
  const locale = useStaffFormatLocale();
  const list = useListQuery({ sorts: SORTS, defaultSort: "created", filters: ["status", "site_id", "open"] });
  const guard = useSessionGuard();
  const complaints = useQuery({
    queryKey: ["admin", "complaints", { ...list.apiQuery, open: undefined }],
    queryFn: ({ signal }) =>
      guard(() => moderationApi.complaints({ ...list.apiQuery, open: undefined }, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const [openId, show] = useOpenRow();

  return (
    <section aria-labelledby="complaints-title">
      <ListHead
        id="complaints-title"
        title={t("complaints.title")}
        intro={t("complaints.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("complaints.searchPlaceholder")}
      >
        <label className="visually-hidden" htmlFor="complaints-status">
          {t("complaints.status")}
        </label>
        <select
          id="complaints-status"
          className="form-select"
          value={list.query.filters.status ?? ""}
          onChange={(event) => list.setFilter("status", event.target.value)}
        >
          <option value="">{t("complaints.allStatuses")}</option>
          {COMPLAINT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`complaints.statuses.${status}`)}
            </option>
          ))}
        </select>
        <SiteFilter
          id="complaints-site"
          value={list.query.filters.site_id ?? ""}
          onChange={(value) => list.setFilter("site_id", value)}
        />
      </ListHead>
      <ListBody
        list={list}
        result={complaints}
        loadFailed={t("loadFailed")}
        count={(count) => t("complaints.count", { count })}
        empty={list.query.q ? t("complaints.empty") : t("complaints.emptyAll")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="created" label={t("complaints.created")} />
                <SortHeader list={list} label={t("complaints.reference")} />
                <SortHeader list={list} sort="email" label={t("complaints.from")} />
                <SortHeader list={list} label={t("complaints.category")} />
                <SortHeader list={list} sort="status" label={t("complaints.status")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((complaint) => (
                <tr key={complaint.id}>
                  <td data-label={t("complaints.created")}>
                    <time dateTime={complaint.created_at}>
                      {dateFormat.format(new Date(complaint.created_at))}
                    </time>
                  </td>
                  <td data-label={t("complaints.reference")}>
                    <button type="button" className="btn btn-link p-0" onClick={() => show(complaint.id)}>
                      {complaint.reference}
                    </button>
                  </td>
                  <td data-label={t("complaints.from")}>
                    <div>
                      <div>{complaint.name}</div>
                      <div className="small text-body-secondary text-break">{complaint.email}</div>
                      <div className="small text-body-secondary">{complaint.site_name}</div>
                    </div>
                  </td>
                  <td data-label={t("complaints.category")}>{complaint.category}</td>
                  <td data-label={t("complaints.status")}>
                    <span className={`badge ${STATUS_BADGE[complaint.status]}`}>
                      {t(`complaints.statuses.${complaint.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
      {openId !== null && <ComplaintDialog id={openId} onClose={() => show(null)} />}
    </section>
  );
}

function ComplaintDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation("admin-moderation");
  const locale = useStaffFormatLocale();
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: ["admin", "complaint", id],
    queryFn: ({ signal }) => guard(() => moderationApi.complaint(id, signal)),
    retry: false,
  });
  const [reply, setReply] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const complaint: ComplaintDetail | undefined = detail.data?.complaint;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === "") return;
    setBusy(true);
    setError(null);
    try {
      const answer = await guard(() => moderationApi.reply(id, reply.trim()));
      queryClient.setQueryData(["admin", "complaint", id], answer);
      await queryClient.invalidateQueries({ queryKey: ["admin", "complaints"] });
      setReply("");
      setSent(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="complaint-title" fullscreen="sm-down">
      <Modal.Header closeButton closeLabel={t("close")}>
        <h2 id="complaint-title" className="h5 mb-0">
          {complaint
            ? t("complaints.detailTitle", { reference: complaint.reference })
            : t("complaints.loading")}
        </h2>
      </Modal.Header>
      <Modal.Body>
        {detail.isError && <ErrorAlert error={detail.error} />}
        {complaint && (
          <>
            <dl className="moderation-facts">
              <dt>{t("complaints.from")}</dt>
              <dd>
                {complaint.name} · <span className="text-break">{complaint.email}</span>
              </dd>
              <dt>{t("complaints.site")}</dt>
              <dd>{complaint.site_name}</dd>
              <dt>{t("complaints.created")}</dt>
              <dd>{dateFormat.format(new Date(complaint.created_at))}</dd>
              <dt>{t("complaints.category")}</dt>
              <dd>{complaint.category}</dd>
              <dt>{t("complaints.status")}</dt>
              <dd>
                <span className={`badge ${STATUS_BADGE[complaint.status]}`}>
                  {t(`complaints.statuses.${complaint.status}`)}
                </span>
              </dd>
              {complaint.profile_id !== null && (
                <>
                  <dt>{t("complaints.profile")}</dt>
                  <dd>#{complaint.profile_id}</dd>
                </>
              )}
              {complaint.conversation_id !== null && (
                <>
                  <dt>{t("complaints.conversation")}</dt>
                  <dd>#{complaint.conversation_id}</dd>
                </>
              )}
            </dl>
            <h3 className="h6">{t("complaints.description")}</h3>
            <p className="moderation-text">{complaint.description}</p>
            {complaint.reply !== null && (
              <div className="card bg-body-tertiary mb-3">
                <div className="card-body">
                  <h3 className="h6">
                    {t("complaints.replied", {
                      who: complaint.replied_by_email ?? "—",
                      when: complaint.replied_at ? dateFormat.format(new Date(complaint.replied_at)) : "—",
                    })}
                  </h3>
                  <p className="moderation-text mb-0">{complaint.reply}</p>
                </div>
              </div>
            )}
            {sent && (
              <div className="alert alert-success" role="status">
                {t("complaints.sent", { email: complaint.email })}
              </div>
            )}
            <form onSubmit={(event) => void submit(event)}>
              <ErrorAlert error={error} />
              <label htmlFor="complaint-reply" className="form-label">
                {complaint.reply === null ? t("complaints.reply") : t("complaints.replyAgain")}
              </label>
              <textarea
                id="complaint-reply"
                className="form-control mb-1"
                rows={6}
                required
                maxLength={COMPLAINT_REPLY_MAX}
                value={reply}
                aria-describedby="complaint-reply-hint"
                onChange={(event) => setReply(event.target.value)}
              />
              <div id="complaint-reply-hint" className="form-text mb-3">
                {t("complaints.replyHint", { email: complaint.email })}
              </div>
              <button type="submit" className="btn btn-primary" disabled={busy || reply.trim() === ""}>
                {t("complaints.send")}
              </button>
            </form>
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
