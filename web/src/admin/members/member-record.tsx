/**
 * A member's record (decision 037): account, profile, photos with their moderation, payments, the credit
 * ledger and the logins (each paged), the blocks received (the nearest signal of reports until members can
 * report, issue 17), staff notes, and the actions, each with its reason. One column of sections on a phone,
 * with a row of links to jump between them.
 */
import type { MemberRecord } from "@amora/contract/admin-members";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TextAreaField } from "../../components/text-field.tsx";
import { ApiError } from "../../lib/api-errors.ts";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { type DialogTarget, type MemberAction, MemberActionDialog } from "./member-action-dialog.tsx";
import { membersApi } from "./members-api.ts";
import { StateBadge } from "./state-badge.tsx";

const SECTIONS = [
  "account",
  "profile",
  "photos",
  "payments",
  "ledger",
  "logins",
  "reports",
  "notes",
] as const;

function useDates() {
  const locale = useStaffFormatLocale();
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (iso: string | null | undefined, none = "—") =>
    iso ? <time dateTime={iso}>{dateTime.format(new Date(iso))}</time> : none;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`member-${id}`} className="card member-section" aria-labelledby={`member-${id}-title`}>
      <div className="card-body">
        <h2 id={`member-${id}-title`} className="h5 card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="member-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="member-facts__row">
          <dt>{label}</dt>
          <dd>{value === "" || value === null ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MemberRecordScreen({ id }: { id: number }) {
  const { t } = useTranslation("admin-members");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const key = ["admin", "member", id];
  const record = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => guard(() => membersApi.record(id, signal)),
    retry: false,
  });
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const back = (
    <Link to="/admin/members" className="member-back">
      ← {t("record.back")}
    </Link>
  );
  if (record.isError && !record.data) {
    const missing = record.error instanceof ApiError && record.error.code === "NOT_FOUND";
    return (
      <div>
        {back}
        <div className="alert alert-danger mt-3" role="alert">
          {missing ? t("record.notFound") : t("record.loadFailed")}
        </div>
      </div>
    );
  }
  if (!record.data) {
    return (
      <div className="admin-loading" role="status">
        <div className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{t("record.loadFailed")}</span>
      </div>
    );
  }
  const data = record.data;

  const onDone = (next: MemberRecord | null, label: string) => {
    setDialog(null);
    setDone(t("actions.done", { action: label }));
    if (next) queryClient.setQueryData(key, next);
    else void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ["admin", "member-ledger", id] });
    void queryClient.invalidateQueries({ queryKey: ["admin", "member-logins", id] });
    void queryClient.invalidateQueries({ queryKey: ["admin", "members"] });
  };

  return (
    <article className="member-record" aria-labelledby="member-title">
      {back}
      <header className="member-record__head">
        <h1 id="member-title" className="h3 mb-1">
          {data.profile.name}
        </h1>
        <p className="mb-0 text-body-secondary member-email">
          {data.account.email} · {t("list.profileId", { id: data.profile.id })}
        </p>
        <StateBadge state={data.account.state} />
      </header>
      <nav className="member-record__nav" aria-label={t("record.sections")}>
        {SECTIONS.map((section) => (
          <a key={section} href={`#member-${section}`} className="btn btn-outline-secondary btn-sm">
            {t(`record.${section}`)}
          </a>
        ))}
      </nav>
      {done && (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      )}
      <Actions record={data} open={(action) => setDialog({ action })} />
      <div className="member-record__grid">
        <AccountSection record={data} />
        <ProfileSection record={data} />
        <PhotosSection record={data} reject={(photoId) => setDialog({ action: "rejectPhoto", photoId })} />
        <PaymentsSection record={data} />
        <LedgerSection id={id} />
        <LoginsSection id={id} />
        <ReportsSection record={data} />
        <NotesSection record={data} onSaved={(next) => queryClient.setQueryData(key, next)} />
      </div>
      <MemberActionDialog record={data} target={dialog} onClose={() => setDialog(null)} onDone={onDone} />
    </article>
  );
}

function Actions({ record, open }: { record: MemberRecord; open: (action: MemberAction) => void }) {
  const { t } = useTranslation("admin-members");
  const { state, hidden_by_staff: hidden, status } = record.account;
  if (state === "deleted") return null;
  const sanctioned = state === "suspended" || state === "banned";
  const actions: [MemberAction, boolean][] = [
    ["suspend", state !== "banned"],
    ["ban", state !== "banned"],
    ["lift", sanctioned],
    [hidden ? "show" : "hide", true],
    ["credits", true],
    ["activation", status === "not_confirmed"],
    ["passwordReset", true],
    ["delete", true],
  ];
  return (
    <section className="card member-section member-actions" aria-labelledby="member-actions-title">
      <div className="card-body">
        <h2 id="member-actions-title" className="h5 card-title">
          {t("record.actions")}
        </h2>
        <div className="member-actions__buttons">
          {actions
            .filter(([, shown]) => shown)
            .map(([action]) => (
              <button
                key={action}
                type="button"
                className={`btn btn-sm ${["ban", "delete", "suspend"].includes(action) ? "btn-outline-danger" : "btn-outline-primary"}`}
                onClick={() => open(action)}
              >
                {t(`actions.${action}`)}
              </button>
            ))}
        </div>
      </div>
    </section>
  );
}

/** The traffic source a signup stored, in this order (spec §3 Tracking; the lander and variant of issue 16). */
const TRACKING_FIELDS = ["network", "ref", "sub1", "sub2", "sub3", "lander", "variant"] as const;

function AccountSection({ record }: { record: MemberRecord }) {
  const { t } = useTranslation("admin-members");
  const date = useDates();
  const a = record.account;
  const rows: [string, ReactNode][] = [
    [
      t("record.email"),
      <span key="email" className="member-email">
        {a.email}
      </span>,
    ],
    [t("record.site"), a.site.name],
    [t("record.state"), <StateBadge key="state" state={a.state} />],
    [t("record.language"), a.language],
    [t("record.signup"), date(a.signup_at)],
    [t("record.lastLogin"), date(a.last_login_at, t("record.never"))],
    [t("record.credits"), String(a.credits)],
    [t("record.premium"), a.premium ? t("record.yes") : t("record.no")],
    [t("record.hiddenByStaff"), a.hidden_by_staff ? t("record.yes") : t("record.no")],
    ...TRACKING_FIELDS.flatMap((key): [string, ReactNode][] => {
      const value = a.tracking[key];
      return value ? [[t(`record.tracking.${key}`), value]] : [];
    }),
  ];
  if (a.suspended_until) rows.push([t("record.suspendedUntil"), date(a.suspended_until)]);
  if (a.banned_at) rows.push([t("record.bannedAt"), date(a.banned_at)]);
  if (a.sanction_reason) rows.push([t("record.sanctionReason"), a.sanction_reason]);
  if (a.deleted_at) rows.push([t("record.deletedAt"), date(a.deleted_at)]);
  return (
    <Section id="account" title={t("record.account")}>
      <Facts rows={rows} />
    </Section>
  );
}

function ProfileSection({ record }: { record: MemberRecord }) {
  const { t } = useTranslation("admin-members");
  const date = useDates();
  const p = record.profile;
  const f = (key: keyof typeof p) => t(`record.profileFields.${key}`);
  return (
    <Section id="profile" title={t("record.profile")}>
      <Facts
        rows={[
          [f("id"), String(p.id)],
          [f("name"), p.name],
          [f("gender"), p.gender],
          [f("sexuality"), p.sexuality],
          [f("date_of_birth"), p.date_of_birth],
          [f("country"), p.country],
          [f("region"), p.region],
          [f("city"), p.city],
          [f("status"), p.status],
          [f("hair_colour"), p.hair_colour],
          [f("eye_colour"), p.eye_colour],
          [f("body_type"), p.body_type],
          [f("relationship_status"), p.relationship_status],
          [f("height_cm"), p.height_cm === null ? null : String(p.height_cm)],
          [f("interests"), p.interests.join(", ")],
          [f("is_invisible"), p.is_invisible ? t("record.yes") : t("record.no")],
          [f("last_active_at"), date(p.last_active_at)],
          [
            f("about"),
            <span key="about" className="member-about">
              {p.about}
            </span>,
          ],
        ]}
      />
    </Section>
  );
}

function PhotosSection({ record, reject }: { record: MemberRecord; reject: (photoId: number) => void }) {
  const { t } = useTranslation("admin-members");
  return (
    <Section id="photos" title={t("record.photos")}>
      {record.photos.length === 0 ? (
        <p className="text-body-secondary mb-0">{t("record.noPhotos")}</p>
      ) : (
        <ul className="member-photos">
          {record.photos.map((photo) => (
            <li key={photo.id} className="member-photo">
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumb_url} alt={t("record.photoAlt", { id: photo.id })} loading="lazy" />
              </a>
              <div className="small">
                <span className={`member-moderation member-moderation--${photo.moderation}`}>
                  {t(`record.moderation.${photo.moderation}`)}
                </span>
                {photo.is_main && <span className="text-body-secondary"> · {t("record.main")}</span>}
              </div>
              {photo.reject_reason && (
                <div className="small text-body-secondary">
                  {t("record.rejectedBecause", { reason: photo.reject_reason })}
                </div>
              )}
              {photo.moderation !== "rejected" && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  onClick={() => reject(photo.id)}
                  aria-label={`${t("record.rejectPhoto")} (${t("record.photoAlt", { id: photo.id })})`}
                >
                  {t("record.rejectPhoto")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PaymentsSection({ record }: { record: MemberRecord }) {
  const { t } = useTranslation("admin-members");
  const locale = useStaffFormatLocale();
  const date = useDates();
  if (record.payments.length === 0) {
    return (
      <Section id="payments" title={t("record.payments")}>
        <p className="text-body-secondary mb-0">{t("record.noPayments")}</p>
      </Section>
    );
  }
  return (
    <Section id="payments" title={t("record.payments")}>
      <table className="table table-sm admin-table admin-table--cards">
        <thead>
          <tr>
            <th scope="col">{t("record.at")}</th>
            <th scope="col">{t("record.paymentId")}</th>
            <th scope="col">{t("record.amount")}</th>
            <th scope="col">{t("record.credits")}</th>
            <th scope="col">{t("record.method")}</th>
            <th scope="col">{t("record.status")}</th>
          </tr>
        </thead>
        <tbody>
          {record.payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label={t("record.at")}>{date(payment.created_at)}</td>
              <td data-label={t("record.paymentId")}>
                <code>{payment.id}</code>
              </td>
              <td data-label={t("record.amount")}>
                {new Intl.NumberFormat(locale, {
                  style: "currency",
                  currency: payment.currency,
                }).format(payment.amount_cents / 100)}
              </td>
              <td data-label={t("record.credits")}>{payment.credits}</td>
              <td data-label={t("record.method")}>{payment.method}</td>
              <td data-label={t("record.status")}>{payment.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** A small pager for a record's own lists. */
function Pager({
  page,
  total,
  size,
  go,
}: {
  page: number;
  total: number;
  size: number;
  go: (page: number) => void;
}) {
  const { t } = useTranslation("admin");
  const { t: tm } = useTranslation("admin-members");
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages === 1) return null;
  return (
    <nav className="admin-pager" aria-label={t("list.pages")}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        {t("list.previous")}
      </button>
      <span>{tm("record.pageOf", { page, pages })}</span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        {t("list.next")}
      </button>
    </nav>
  );
}

interface RecordPage<Row> {
  items: Row[];
  total: number;
  page_size: number;
}

/**
 * A section of the record that is a paged list of its own (the ledger, the logins): its columns, each a
 * label and how a row shows in it, and what it says when there is nothing.
 */
function PagedSection<Row extends { id: number }>({
  id,
  member,
  title,
  empty,
  load,
  columns,
}: {
  id: string;
  member: number;
  title: string;
  empty: string;
  load: (page: number, signal: AbortSignal) => Promise<RecordPage<Row>>;
  columns: [label: string, cell: (row: Row) => ReactNode, className?: string][];
}) {
  const guard = useSessionGuard();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["admin", `member-${id}`, member, page],
    queryFn: ({ signal }) => guard(() => load(page, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = list.data;
  return (
    <Section id={id} title={title}>
      <ErrorAlert error={list.error} />
      {data && data.items.length === 0 && <p className="text-body-secondary mb-0">{empty}</p>}
      {data && data.items.length > 0 && (
        <>
          <table className="table table-sm admin-table admin-table--cards">
            <thead>
              <tr>
                {columns.map(([label]) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={row.id}>
                  {columns.map(([label, cell, className]) => (
                    <td key={label} data-label={label} className={className}>
                      {cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={data.total} size={data.page_size} go={setPage} />
        </>
      )}
    </Section>
  );
}

function LedgerSection({ id }: { id: number }) {
  const { t } = useTranslation("admin-members");
  const date = useDates();
  return (
    <PagedSection
      id="ledger"
      member={id}
      title={t("record.ledger")}
      empty={t("record.noLedger")}
      load={(page, signal) => membersApi.ledger(id, page, signal)}
      columns={[
        [t("record.at"), (row) => date(row.at)],
        [
          t("record.delta"),
          (row) => (
            <span className={row.delta < 0 ? "text-danger" : "text-success"}>
              {row.delta > 0 ? `+${row.delta}` : row.delta}
            </span>
          ),
        ],
        [
          t("record.reason"),
          (row) => (
            <div>
              <code>{row.reason}</code>
              {row.note && <div className="small">{row.note}</div>}
            </div>
          ),
        ],
        [t("record.balance"), (row) => row.balance_after],
        [t("record.by"), (row) => row.staff_email ?? "—", "member-email"],
      ]}
    />
  );
}

function LoginsSection({ id }: { id: number }) {
  const { t } = useTranslation("admin-members");
  const date = useDates();
  return (
    <PagedSection
      id="logins"
      member={id}
      title={t("record.logins")}
      empty={t("record.noLogins")}
      load={(page, signal) => membersApi.logins(id, page, signal)}
      columns={[
        [t("record.at"), (row) => date(row.at)],
        [t("record.ip"), (row) => row.ip ?? "—"],
        [t("record.userAgent"), (row) => row.user_agent ?? "—", "member-agent"],
      ]}
    />
  );
}

function ReportsSection({ record }: { record: MemberRecord }) {
  const { t } = useTranslation("admin-members");
  const date = useDates();
  return (
    <Section id="reports" title={t("record.reports")}>
      <p className="small text-body-secondary">{t("record.reportsIntro")}</p>
      {record.blocks_received.length === 0 ? (
        <p className="text-body-secondary mb-0">{t("record.noReports")}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {record.blocks_received.map((block) => (
            <li key={`${block.by_profile_id}-${block.at}`}>
              {date(block.at)} · {t("record.blockedBy", { name: block.by_name, id: block.by_profile_id })}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function NotesSection({
  record,
  onSaved,
}: {
  record: MemberRecord;
  onSaved: (record: MemberRecord) => void;
}) {
  const { t } = useTranslation("admin-members");
  const guard = useSessionGuard();
  const date = useDates();
  const [body, setBody] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await guard(() => membersApi.note(record.account.id, body.trim()));
      setBody("");
      onSaved(answer.record);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="notes" title={t("record.notes")}>
      {record.notes.length === 0 ? (
        <p className="text-body-secondary">{t("record.noNotes")}</p>
      ) : (
        <ul className="member-notes">
          {record.notes.map((note) => (
            <li key={note.id}>
              <div className="small text-body-secondary">
                {date(note.at)} · <span className="member-email">{note.staff_email ?? "—"}</span>
              </div>
              <div className="member-about">{note.body}</div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <ErrorAlert error={error} />
        <TextAreaField
          id="member-note"
          label={t("record.noteLabel")}
          rows={2}
          maxLength={2000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !body.trim()}>
          {t("record.addNote")}
        </button>
      </form>
    </Section>
  );
}
