/**
 * Money (finance; admins read): the payments of every site, filtered by site, status, method, country and
 * day, searched by payment id, member e-mail or provider id, sorted and paged; `?payment=<id>` opens one
 * (payment-detail.tsx) and keeps the list's query beside it, so "back" returns to the same page.
 */

import type { MoneySort } from "@amora/contract/admin-money";
import { type MoneyPayment, PAYMENT_STATES } from "@amora/contract/admin-money";
import { PAYMENT_METHODS } from "@amora/contract/payments";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListBody, ListHead, type ListState, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { moneyApi } from "./money-api.ts";
import { formatMoney } from "./money-format.ts";
import { PAYMENT_PARAM, StatusBadge } from "./money-parts.tsx";
import { PaymentDetail } from "./payment-detail.tsx";
import "./money.scss";

const SORTS: readonly MoneySort[] = ["created", "amount", "status"];
const FILTERS = ["site", "status", "method", "country", "from", "to"] as const;

export function PaymentsScreen() {
  const [params] = useSearchParams();
  const id = params.get(PAYMENT_PARAM);
  return id ? <PaymentDetail id={id} /> : <PaymentsList />;
}

function PaymentsList() {
  const { t } = useTranslation("admin-money");
  const locale = useStaffFormatLocale();
  const list = useListQuery({ sorts: SORTS, defaultSort: "created", filters: FILTERS });
  const guard = useSessionGuard();
  const [params] = useSearchParams();
  const result = useQuery({
    queryKey: ["admin", "payments", list.apiQuery],
    queryFn: ({ signal }) => guard(() => moneyApi.payments(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const filtered = Boolean(list.query.q) || Object.keys(list.query.filters).length > 0;
  const detailHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(PAYMENT_PARAM, id);
    return `?${next.toString()}`;
  };

  return (
    <section aria-labelledby="payments-title">
      <ListHead
        id="payments-title"
        title={t("list.title")}
        intro={t("list.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("list.searchPlaceholder")}
      />
      <Filters list={list} sites={result.data?.sites ?? []} />
      <ListBody
        list={list}
        result={result}
        loadFailed={t("list.loadFailed")}
        count={(count) => t("list.count", { count })}
        empty={filtered ? t("list.empty") : t("list.emptyAll")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards money-table">
            <thead>
              <tr>
                <SortHeader list={list} sort="created" label={t("list.created")} />
                <SortHeader list={list} label={t("list.member")} />
                <SortHeader list={list} sort="amount" label={t("list.amount")} />
                <SortHeader list={list} label={t("list.method")} />
                <SortHeader list={list} label={t("list.country")} />
                <SortHeader list={list} sort="status" label={t("list.status")} />
                <SortHeader list={list} label={t("list.site")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((payment) => (
                <PaymentRow
                  key={payment.id}
                  payment={payment}
                  date={dates.format(new Date(payment.created_at))}
                  href={detailHref(payment.id)}
                />
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </section>
  );
}

function PaymentRow({ payment, date, href }: { payment: MoneyPayment; date: string; href: string }) {
  const { t } = useTranslation("admin-money");
  const locale = useStaffFormatLocale();
  const money = (cents: number) => formatMoney(cents, payment.currency, locale);
  return (
    <tr>
      <td data-label={t("list.created")}>
        <div>
          <Link to={href} className="money-id">
            {payment.id}
          </Link>
          <div className="small text-body-secondary">
            <time dateTime={payment.created_at}>{date}</time>
          </div>
        </div>
      </td>
      <td data-label={t("list.member")}>
        {payment.member ? (
          <div>
            <div className="money-email">{payment.member.email}</div>
            <div className="small text-body-secondary">{payment.member.name}</div>
          </div>
        ) : (
          <span className="text-body-secondary">{t("list.deletedMember")}</span>
        )}
      </td>
      <td data-label={t("list.amount")} className="money-amount">
        <div>
          <div>{money(payment.amount_cents)}</div>
          {payment.refunded_cents > 0 && (
            <div className="small text-danger">
              {t("list.refunded", { amount: money(payment.refunded_cents) })}
            </div>
          )}
        </div>
      </td>
      <td data-label={t("list.method")}>{payment.method}</td>
      <td data-label={t("list.country")}>{payment.country}</td>
      <td data-label={t("list.status")}>
        <div>
          <StatusBadge status={payment.status} />
        </div>
      </td>
      <td data-label={t("list.site")}>{payment.site_name}</td>
    </tr>
  );
}

type FilterName = (typeof FILTERS)[number];

function Filters({
  list,
  sites,
}: {
  list: ListState<MoneySort>;
  sites: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation("admin-money");
  const value = (name: FilterName) => list.query.filters[name] ?? "";
  const set = (name: FilterName) => (next: string) => list.setFilter(name, next);
  return (
    <div className="money-filters">
      <FilterSelect
        name="site"
        value={value("site")}
        onChange={set("site")}
        options={sites.map((site) => [String(site.id), site.name])}
      />
      <FilterSelect
        name="status"
        value={value("status")}
        onChange={set("status")}
        options={PAYMENT_STATES.map((status) => [status, t(`status.${status}`)])}
      />
      <FilterSelect
        name="method"
        value={value("method")}
        onChange={set("method")}
        options={PAYMENT_METHODS.map((method) => [method, method])}
      />
      <div>
        <label className="form-label small" htmlFor="money-country">
          {t("filters.country")}
        </label>
        <CountryFilter value={value("country")} onChange={set("country")} />
      </div>
      {(["from", "to"] as const).map((name) => (
        <div key={name}>
          <label className="form-label small" htmlFor={`money-${name}`}>
            {t(`filters.${name}`)}
          </label>
          <input
            id={`money-${name}`}
            type="date"
            className="form-control form-control-sm"
            value={value(name)}
            onChange={(event) => set(name)(event.target.value)}
          />
        </div>
      ))}
    </div>
  );
}

/** A filter with a list of values, "All" first. */
function FilterSelect({
  name,
  value,
  onChange,
  options,
}: {
  name: "site" | "status" | "method";
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
}) {
  const { t } = useTranslation("admin-money");
  return (
    <div>
      <label className="form-label small" htmlFor={`money-${name}`}>
        {t(`filters.${name}`)}
      </label>
      <select
        id={`money-${name}`}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t("filters.all")}</option>
        {options.map(([optionValue, label]) => (
          <option key={optionValue} value={optionValue}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Two letters make a filter; fewer are kept in the box only. */
function CountryFilter({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation("admin-money");
  const [text, setText] = useState(value);
  return (
    <input
      id="money-country"
      className="form-control form-control-sm"
      maxLength={2}
      autoComplete="off"
      placeholder={t("filters.countryPlaceholder")}
      value={text}
      onChange={(event) => {
        const code = event.target.value.toUpperCase().replace(/[^A-Z]/g, "");
        setText(code);
        if (code === "" || code.length === 2) onChange(code);
      }}
    />
  );
}
