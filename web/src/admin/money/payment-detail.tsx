/**
 * One payment (finance; admins read): its amounts, member and refund period, the ledger rows it moved and
 * what was given back on it; finance refunds from here (refund-dialog.tsx).
 */
import type { MoneyPaymentDetail } from "@amora/contract/admin-money";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../lib/api-errors.ts";
import { useSessionGuard, useStaff } from "../admin-session.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { moneyApi, paymentQueryKey } from "./money-api.ts";
import { formatMoney } from "./money-format.ts";
import { PAYMENT_PARAM, StatusBadge } from "./money-parts.tsx";
import { RefundDialog } from "./refund-dialog.tsx";

export function PaymentDetail({ id }: { id: string }) {
  const { t } = useTranslation("admin-money");
  const guard = useSessionGuard();
  const [params] = useSearchParams();
  const back = new URLSearchParams(params);
  back.delete(PAYMENT_PARAM);
  const result = useQuery({
    queryKey: paymentQueryKey(id),
    queryFn: ({ signal }) => guard(() => moneyApi.payment(id, signal)),
    retry: false,
  });

  return (
    <section aria-labelledby="payment-title" className="money-detail">
      <Link to={`?${back.toString()}`} className="btn btn-outline-secondary btn-sm mb-3">
        ← {t("detail.back")}
      </Link>
      <h1 id="payment-title" className="h3 mb-3 text-break">
        {t("detail.title", { id })}
      </h1>
      {result.isError ? (
        <div className="alert alert-danger" role="alert">
          {result.error instanceof ApiError && result.error.code === "NOT_FOUND"
            ? t("detail.notFound")
            : t("detail.loadFailed")}
        </div>
      ) : result.data ? (
        <Detail detail={result.data} />
      ) : (
        <div className="admin-loading" role="status">
          <div className="spinner-border text-primary" aria-hidden="true" />
        </div>
      )}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="money-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Detail({ detail }: { detail: MoneyPaymentDetail }) {
  const { t } = useTranslation("admin-money");
  const locale = useStaffFormatLocale();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { payment } = detail;
  const money = (cents: number) => formatMoney(cents, payment.currency, locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const date = (iso: string) => dates.format(new Date(iso));
  const deadline = detail.refund_deadline ? new Date(detail.refund_deadline) : null;
  const passed = deadline !== null && deadline.getTime() < Date.now();
  const mayRefund = staff.data?.roles.includes("finance") === true && detail.refundable_cents > 0;

  return (
    <>
      {done && (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      )}
      <div className="card mb-4">
        <div className="card-body">
          <div className="money-summary">
            <div>
              <div className="money-summary__amount">{money(payment.amount_cents)}</div>
              <StatusBadge status={payment.status} />
            </div>
            {mayRefund && (
              <button type="button" className="btn btn-outline-danger" onClick={() => setRefunding(true)}>
                {t("detail.refund")}
              </button>
            )}
          </div>
          <dl className="money-fields">
            <Field label={t("detail.credits")}>{t("detail.creditsValue", { count: payment.credits })}</Field>
            {payment.discount_cents > 0 && (
              <Field label={t("detail.discount")}>
                {money(payment.discount_cents)} ({payment.discount_code})
              </Field>
            )}
            <Field label={t("detail.refunded")}>{money(payment.refunded_cents)}</Field>
            <Field label={t("detail.refundable")}>{money(detail.refundable_cents)}</Field>
            <Field label={t("detail.member")}>
              {payment.member ? (
                <span className="money-email">
                  {payment.member.email} · {payment.member.name}
                </span>
              ) : (
                t("list.deletedMember")
              )}
            </Field>
            {detail.member_credits !== null && (
              <Field label={t("detail.memberCredits")}>
                {t("detail.creditsValue", { count: detail.member_credits })}
                {detail.direct_debit_blocked && (
                  <span className="badge text-bg-warning ms-2">{t("detail.ddBlocked")}</span>
                )}
              </Field>
            )}
            <Field label={t("detail.site")}>{payment.site_name}</Field>
            <Field label={t("detail.provider")}>
              {payment.provider} · {payment.method} · {payment.country}
            </Field>
            <Field label={t("detail.providerId")}>
              <code>{payment.provider_payment_id ?? "—"}</code>
            </Field>
            <Field label={t("detail.created")}>{date(payment.created_at)}</Field>
            {payment.completed_at && (
              <Field label={t("detail.completed")}>{date(payment.completed_at)}</Field>
            )}
            {deadline && (
              <Field label={t("detail.deadline")}>
                <span className={passed ? "text-danger" : undefined}>
                  {t(passed ? "detail.deadlinePassed" : "detail.deadlineUntil", {
                    count: detail.refund_days,
                    date: dates.format(deadline),
                  })}
                </span>
              </Field>
            )}
          </dl>
        </div>
      </div>

      <h2 className="h5">{t("detail.refundsTitle")}</h2>
      {detail.refunds.length === 0 ? (
        <p className="text-body-secondary">{t("detail.refundsEmpty")}</p>
      ) : (
        <table className="table admin-table admin-table--cards mb-4">
          <thead>
            <tr>
              <th scope="col">{t("detail.when")}</th>
              <th scope="col">{t("detail.kind")}</th>
              <th scope="col">{t("detail.amount")}</th>
              <th scope="col">{t("detail.creditsTaken")}</th>
              <th scope="col">{t("detail.by")}</th>
              <th scope="col">{t("detail.note")}</th>
            </tr>
          </thead>
          <tbody>
            {detail.refunds.map((refund) => (
              <tr key={refund.id}>
                <td data-label={t("detail.when")}>
                  <time dateTime={refund.created_at}>{date(refund.created_at)}</time>
                </td>
                <td data-label={t("detail.kind")}>
                  <div>
                    <div>{t(`kind.${refund.kind}`)}</div>
                    <div className="small text-body-secondary">
                      {t(`state.${refund.state}`)}
                      {refund.provider_status ? ` · ${refund.provider_status}` : ""}
                    </div>
                  </div>
                </td>
                <td data-label={t("detail.amount")}>{money(refund.amount_cents)}</td>
                <td data-label={t("detail.creditsTaken")}>{refund.credits_taken}</td>
                <td data-label={t("detail.by")}>{refund.staff_email ?? t("detail.system")}</td>
                <td data-label={t("detail.note")} className="text-break">
                  {refund.note ?? "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 className="h5">{t("detail.ledgerTitle")}</h2>
      {detail.ledger.length === 0 ? (
        <p className="text-body-secondary">{t("detail.ledgerEmpty")}</p>
      ) : (
        <table className="table admin-table admin-table--cards">
          <thead>
            <tr>
              <th scope="col">{t("detail.when")}</th>
              <th scope="col">{t("detail.reason")}</th>
              <th scope="col">{t("detail.change")}</th>
              <th scope="col">{t("detail.balanceAfter")}</th>
              <th scope="col">{t("detail.by")}</th>
            </tr>
          </thead>
          <tbody>
            {detail.ledger.map((row) => (
              <tr key={row.id}>
                <td data-label={t("detail.when")}>
                  <time dateTime={row.created_at}>{date(row.created_at)}</time>
                </td>
                <td data-label={t("detail.reason")}>
                  <div>
                    <div>{t(`ledgerReason.${row.reason}` as "ledgerReason.purchase", row.reason)}</div>
                    {row.note && <div className="small text-body-secondary text-break">{row.note}</div>}
                  </div>
                </td>
                <td
                  data-label={t("detail.change")}
                  className={row.delta < 0 ? "text-danger" : "text-success"}
                >
                  {row.delta > 0 ? `+${row.delta}` : row.delta}
                </td>
                <td data-label={t("detail.balanceAfter")}>{row.balance_after}</td>
                <td data-label={t("detail.by")}>{row.staff_email ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <RefundDialog
        show={refunding}
        detail={detail}
        onCancel={() => setRefunding(false)}
        onDone={(answer) => {
          queryClient.setQueryData(paymentQueryKey(payment.id), answer.detail);
          void queryClient.invalidateQueries({ queryKey: ["admin", "payments"] });
          setRefunding(false);
          setDone(
            t("detail.refundDone", {
              amount: money(answer.refund.amount_cents),
              count: answer.refund.credits_taken,
            }),
          );
        }}
      />
    </>
  );
}
