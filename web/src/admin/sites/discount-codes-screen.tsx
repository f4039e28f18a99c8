/**
 * Discount codes (admins; spec §3): paged, searchable by code, sortable, filtered by status; a new code
 * with its conditions (site, country, member, expiry, minimum order, validity, payment methods); a code
 * ended now; who redeemed a code.
 */
import {
  type AdminDiscountCode,
  CURRENCIES,
  DISCOUNT_STATUSES,
  type DiscountCodeCreate,
  discountCodeIssues,
} from "@amora/contract/admin-sites";
import { PAYMENT_METHODS } from "@amora/contract/payments";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListBody, ListHead, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { CheckGroup, NumberInput, Select, TextInput } from "./fields.tsx";
import { sitesApi } from "./sites-api.ts";
import { FormActions, useCheckedForm } from "./use-checked-form.tsx";
import "./sites.scss";

const SORTS = ["code", "created", "expires", "percentage", "redemptions"] as const;

export function DiscountCodesScreen() {
  const { t } = useTranslation("admin-sites");
  const locale = useStaffFormatLocale();
  const list = useListQuery({ sorts: SORTS, defaultSort: "created", filters: ["status"] });
  const guard = useSessionGuard();
  const statusId = useId();
  const [creating, setCreating] = useState(false);
  const codes = useQuery({
    queryKey: ["admin", "discount-codes", list.apiQuery],
    queryFn: ({ signal }) => guard(() => sitesApi.discountCodes(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="discounts-title">
      <ListHead
        id="discounts-title"
        title={t("discounts.title")}
        intro={t("discounts.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("discounts.searchPlaceholder")}
      >
        <label className="visually-hidden" htmlFor={statusId}>
          {t("discounts.status")}
        </label>
        <select
          id={statusId}
          className="form-select"
          value={list.query.filters.status ?? ""}
          onChange={(event) => list.setFilter("status", event.target.value)}
        >
          <option value="">{t("discounts.allStatuses")}</option>
          {DISCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`discounts.statuses.${status}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={creating}
          onClick={() => setCreating(!creating)}
        >
          {t("discounts.new")}
        </button>
      </ListHead>
      {creating && <CreateCode onDone={() => setCreating(false)} />}
      <ListBody
        list={list}
        result={codes}
        loadFailed={t("discounts.loadFailed")}
        count={(count) => t("discounts.count", { count })}
        empty={t("discounts.empty")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="code" label={t("discounts.code")} />
                <SortHeader list={list} sort="percentage" label={t("discounts.percentage")} />
                <SortHeader list={list} label={t("discounts.conditions")} />
                <SortHeader list={list} sort="expires" label={t("discounts.expires")} />
                <SortHeader list={list} sort="redemptions" label={t("discounts.redemptions")} />
                <SortHeader list={list} sort="created" label={t("discounts.created")} />
                <SortHeader list={list} label={t("discounts.status")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((code) => (
                <CodeRow key={code.id} code={code} format={(at) => date.format(new Date(at))} />
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </section>
  );
}

function CodeRow({ code, format }: { code: AdminDiscountCode; format: (at: string) => string }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const expire = useMutation({
    mutationFn: () => guard(() => sitesApi.expireDiscountCode(code.id)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin", "discount-codes"] }),
  });
  const conditions = [
    code.site_name,
    code.country,
    code.user_id ? t("discounts.member", { id: code.user_id }) : null,
    code.minimum_order_cents !== null && code.currency
      ? t("discounts.minimum", {
          amount: (code.minimum_order_cents / 100).toFixed(2),
          currency: code.currency,
        })
      : null,
    code.validity === "single_use" ? t("discounts.singleUse") : null,
    code.payment_methods?.join(", "),
  ].filter(Boolean);
  const detailId = `redemptions-${code.id}`;
  return (
    <>
      <tr>
        <td data-label={t("discounts.code")}>
          <code>{code.code}</code>
        </td>
        <td data-label={t("discounts.percentage")}>{code.percentage}%</td>
        <td data-label={t("discounts.conditions")}>
          {conditions.length > 0 ? conditions.join(" · ") : t("discounts.anyone")}
        </td>
        <td data-label={t("discounts.expires")}>{code.expires_at ? format(code.expires_at) : "—"}</td>
        <td data-label={t("discounts.redemptions")}>
          <button
            type="button"
            className="admin-toggle"
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            onClick={() => setOpen(!open)}
          >
            <span className="admin-toggle__arrow" aria-hidden="true" />
            {t("discounts.used", { count: code.redemptions })}
          </button>
        </td>
        <td data-label={t("discounts.created")}>{format(code.created_at)}</td>
        <td data-label={t("discounts.status")}>
          <span className={`badge ${code.status === "active" ? "text-bg-success" : "text-bg-secondary"}`}>
            {t(`discounts.statuses.${code.status}`)}
          </span>
          {code.status === "active" && (
            <button
              type="button"
              className="btn btn-outline-danger btn-sm ms-2"
              disabled={expire.isPending}
              onClick={() => expire.mutate()}
              aria-label={t("discounts.expireCode", { code: code.code })}
            >
              {t("discounts.expire")}
            </button>
          )}
          {expire.error && <ErrorAlert error={expire.error} />}
        </td>
      </tr>
      {open && (
        <tr id={detailId} className="admin-table__detail">
          <td colSpan={7}>
            <Redemptions id={code.id} format={format} />
          </td>
        </tr>
      )}
    </>
  );
}

function Redemptions({ id, format }: { id: number; format: (at: string) => string }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: ["admin", "redemptions", id, page],
    queryFn: ({ signal }) => guard(() => sitesApi.redemptions(id, page, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <ListBody
      list={{ query: { page }, update: (change) => setPage(change.page) }}
      result={result}
      loadFailed={t("discounts.loadFailed")}
      count={(count) => t("discounts.used", { count })}
      empty={t("discounts.noRedemptions")}
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => (
        <ul className="site-redemptions">
          {data.items.map((r) => (
            <li key={r.payment_id}>
              <span>{r.email ?? t("discounts.member", { id: r.user_id })}</span>
              <span>
                {t("discounts.paid", {
                  amount: (r.amount_cents / 100).toFixed(2),
                  discount: (r.discount_cents / 100).toFixed(2),
                  currency: r.currency,
                })}
              </span>
              <span className="text-body-secondary">
                {r.status} · {format(r.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListBody>
  );
}

const EMPTY: DiscountCodeCreate = {
  code: "",
  site_id: null,
  country: null,
  user_id: null,
  expires_at: null,
  percentage: 10,
  currency: null,
  minimum_order_cents: null,
  validity: "once_per_member",
  payment_methods: null,
};

function CreateCode({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const [expires, setExpires] = useState("");
  const form = useCheckedForm({
    initial: () => EMPTY,
    check: (body: DiscountCodeCreate) => discountCodeIssues(body, new Date()),
    send: (body: DiscountCodeCreate) => guard(() => sitesApi.createDiscountCode(body)),
    prepare: (draft) => {
      const at = new Date(expires.trim());
      const typed = expires.trim() === "" ? null : Number.isNaN(at.getTime()) ? expires : at.toISOString();
      return { ...draft, expires_at: typed };
    },
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin", "discount-codes"] });
      onDone();
      return undefined;
    },
  });
  const { draft, set, issues } = form;
  const optional = (value: string) => (value.trim() === "" ? null : value.trim());
  return (
    <form className="card site-section" noValidate onSubmit={form.submit} aria-labelledby="new-code-title">
      <div className="card-body">
        <h2 id="new-code-title" className="h5 site-section__title">
          {t("discounts.newTitle")}
        </h2>
        <div className="site-section__grid">
          <TextInput
            name="code"
            label={t("discounts.code")}
            value={draft.code}
            onChange={(v) => set("code", v)}
            issues={issues}
          />
          <NumberInput
            name="percentage"
            label={t("discounts.percentage")}
            value={draft.percentage}
            onChange={(v) => set("percentage", v)}
            issues={issues}
          />
          <TextInput
            name="country"
            label={t("discounts.country")}
            value={draft.country ?? ""}
            onChange={(v) => set("country", optional(v))}
            issues={issues}
          />
          <TextInput
            name="site_id"
            label={t("discounts.siteId")}
            value={draft.site_id === null ? "" : String(draft.site_id)}
            onChange={(v) => set("site_id", optional(v) === null ? null : Number(v))}
            issues={issues}
          />
          <TextInput
            name="user_id"
            label={t("discounts.userId")}
            value={draft.user_id === null ? "" : String(draft.user_id)}
            onChange={(v) => set("user_id", optional(v) === null ? null : Number(v))}
            issues={issues}
          />
          <TextInput
            name="expires_at"
            label={t("discounts.expires")}
            value={expires}
            onChange={setExpires}
            issues={issues}
            hint={t("discounts.expiresHint")}
          />
          <Select
            name="currency"
            label={t("discounts.currency")}
            value={draft.currency ?? ""}
            options={[
              { value: "", label: t("discounts.anyCurrency") },
              ...CURRENCIES.map((c) => ({ value: c, label: c })),
            ]}
            onChange={(v) => set("currency", v === "" ? null : v)}
            issues={issues}
          />
          <NumberInput
            name="minimum_order_cents"
            label={t("discounts.minimumOrder")}
            step="0.01"
            value={draft.minimum_order_cents === null ? Number.NaN : draft.minimum_order_cents / 100}
            onChange={(v) => set("minimum_order_cents", Number.isNaN(v) ? null : Math.round(v * 100))}
            issues={issues}
          />
          <Select
            name="validity"
            label={t("discounts.validity")}
            value={draft.validity}
            options={(["once_per_member", "single_use"] as const).map((value) => ({
              value,
              label: t(`discounts.validities.${value}`),
            }))}
            onChange={(v) => set("validity", v)}
            issues={issues}
          />
          <CheckGroup
            name="payment_methods"
            legend={t("discounts.methods")}
            options={PAYMENT_METHODS}
            value={draft.payment_methods ?? []}
            label={(method) => method}
            onChange={(v) => set("payment_methods", v.length > 0 ? v : null)}
            issues={issues}
          />
        </div>
        <FormActions form={form} savedText="" submitText={t("discounts.create")}>
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            {t("discounts.cancel")}
          </button>
        </FormActions>
      </div>
    </form>
  );
}
