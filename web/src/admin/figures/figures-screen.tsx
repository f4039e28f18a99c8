/**
 * The figures (admin, finance; decision 041): a site and a range of UTC days (in the URL, so a link shows
 * the same figures), KPI cards, and charts each with its numbers in a table below and a CSV download.
 * Amounts stay per currency: two currencies are never added.
 */
import {
  daysInRange,
  FIGURES_MAX_DAYS,
  type FiguresCsvTable,
  FiguresQuerySchema,
  type FiguresResponse,
  type RevenueRow,
} from "@amora/contract/admin-figures";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { type ChartSeries, FigureChart } from "./figure-chart.tsx";
import { type FiguresRange, figuresApi, figuresCsvUrl } from "./figures-api.ts";
import "./figures.scss";

const DAY_MS = 86_400_000;
/** The range shown first: the last 30 days, today (UTC) included. */
const DEFAULT_DAYS = 30;

function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

export function FiguresScreen() {
  const { t } = useTranslation("admin-figures");
  const guard = useSessionGuard();
  const [params, setParams] = useSearchParams();
  const today = Date.now();
  const from = params.get("from") ?? isoDay(today - (DEFAULT_DAYS - 1) * DAY_MS);
  const to = params.get("to") ?? isoDay(today);

  const sites = useQuery({
    queryKey: ["admin", "figures", "sites"],
    queryFn: ({ signal }) => guard(() => figuresApi.sites(signal)),
    retry: false,
    staleTime: 60_000,
  });
  const siteId = Number(params.get("site") ?? sites.data?.sites[0]?.id ?? 0);
  const parsed = FiguresQuerySchema.safeParse({ site_id: siteId, from, to });
  const range: FiguresRange | null = parsed.success ? { site_id: siteId, from, to } : null;
  const rangeInvalid = siteId > 0 && !parsed.success;

  const figures = useQuery({
    queryKey: ["admin", "figures", range],
    queryFn: ({ signal }) => guard(() => figuresApi.figures(range as FiguresRange, signal)),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        if (name === "site") return next;
        next.set("from", name === "from" ? value : from);
        next.set("to", name === "to" ? value : to);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="figures-title" className="figures">
      <div className="admin-page-head">
        <div>
          <h1 id="figures-title" className="h3 mb-1">
            {t("title")}
          </h1>
          <p className="text-body-secondary mb-0">{t("intro")}</p>
        </div>
      </div>

      <form className="figures-pickers" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label className="form-label" htmlFor="figures-site">
            {t("site")}
          </label>
          <select
            id="figures-site"
            className="form-select"
            value={siteId || ""}
            onChange={(event) => set("site", event.target.value)}
          >
            {sites.data?.sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name} ({site.domain})
              </option>
            ))}
          </select>
        </div>
        <DateField
          id="figures-from"
          label={t("from")}
          value={from}
          max={to}
          invalid={rangeInvalid}
          onChange={(v) => set("from", v)}
        />
        <DateField
          id="figures-to"
          label={t("to")}
          value={to}
          min={from}
          invalid={rangeInvalid}
          onChange={(v) => set("to", v)}
        />
      </form>
      {rangeInvalid && (
        <p id="figures-range-error" className="text-danger" role="alert">
          {t("rangeInvalid", { count: FIGURES_MAX_DAYS })}
        </p>
      )}
      <ErrorAlert error={sites.error ?? figures.error} />

      {figures.data && range ? (
        <div className={figures.isPlaceholderData ? "figures-body is-loading" : "figures-body"}>
          <FiguresBody data={figures.data} range={range} />
        </div>
      ) : (
        !figures.error &&
        !sites.error &&
        !rangeInvalid && (
          <p className="text-body-secondary" role="status">
            {t("loading")}
          </p>
        )
      )}
    </section>
  );
}

function DateField({
  id,
  label,
  value,
  min,
  max,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="form-control"
        value={value}
        min={min}
        max={max}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? "figures-range-error" : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function useFormats() {
  const locale = useStaffFormatLocale();
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const shortDay = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return {
    count: (n: number) => count.format(n),
    percent: (rate: number | null) => (rate === null ? "–" : percent.format(rate)),
    money: (cents: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100),
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    shortDay: (iso: string) => shortDay.format(new Date(`${iso}T00:00:00Z`)),
  };
}

function FiguresBody({ data, range }: { data: FiguresResponse; range: FiguresRange }) {
  const { t } = useTranslation("admin-figures");
  const f = useFormats();
  const { totals } = data;
  const dayLabels = data.days.map((d) => f.shortDay(d.day));
  const days = daysInRange(data.from, data.to);

  return (
    <>
      <h2 id="figures-kpis" className="visually-hidden">
        {t("kpis")}
      </h2>
      <ul className="figures-kpis" aria-labelledby="figures-kpis">
        <Kpi label={t("landerVisits")} value={f.count(totals.lander_visits)} />
        <Kpi label={t("signups")} value={f.count(totals.signups)} />
        <Kpi
          label={t("activations")}
          value={f.count(totals.activations)}
          note={t("ofSignups", { rate: f.percent(totals.activation_rate) })}
        />
        <Kpi
          label={t("firstPurchases")}
          value={f.count(totals.first_purchases)}
          note={t("conversion", { rate: f.percent(totals.conversion_rate) })}
        />
        <Kpi
          label={t("activeMembers")}
          value={f.count(totals.active_members)}
          note={t("inRange", { count: days })}
        />
        <Kpi
          label={t("messages")}
          value={f.count(totals.messages_members + totals.messages_operators)}
          note={t("messagesSplit", {
            members: f.count(totals.messages_members),
            operators: f.count(totals.messages_operators),
          })}
        />
        <Kpi
          label={t("revenue")}
          value={
            data.revenue.by_currency.length === 0 ? (
              <span className="figures-kpi__none">{t("noRevenue")}</span>
            ) : (
              <span className="figures-kpi__amounts">
                {data.revenue.by_currency.map((r) => (
                  <span key={r.currency}>{f.money(r.amount_cents, r.currency)}</span>
                ))}
              </span>
            )
          }
        />
      </ul>

      <Panel id="funnel" title={t("funnelTitle")} range={range} csv="days">
        <FigureChart
          type="line"
          labels={dayLabels}
          label={t("funnelTitle")}
          series={[
            { label: t("signups"), data: data.days.map((d) => d.signups) },
            { label: t("activations"), data: data.days.map((d) => d.activations) },
            { label: t("firstPurchases"), data: data.days.map((d) => d.first_purchases) },
          ]}
        />
        <DataTable
          caption={t("funnelTitle")}
          head={[t("day"), t("landerVisits"), t("signups"), t("activations"), t("firstPurchases")]}
          rows={data.days.map((d) => [
            f.day(d.day),
            f.count(d.lander_visits),
            f.count(d.signups),
            f.count(d.activations),
            f.count(d.first_purchases),
          ])}
        />
      </Panel>

      <Panel id="landers" title={t("landersTitle")} range={range} csv="landers">
        <FigureChart
          type="bar"
          labels={dayLabels}
          label={t("landersTitle")}
          series={[{ label: t("landerVisits"), data: data.days.map((d) => d.lander_visits) }]}
        />
        <DataTable
          caption={t("perLander")}
          head={[
            t("lander"),
            t("variant"),
            t("visits"),
            t("bounces"),
            t("medianSeconds"),
            t("signups"),
            t("activations"),
            t("firstPurchases"),
            t("signupRate"),
          ]}
          rows={data.landers.map((l) => [
            l.lander,
            l.variant,
            f.count(l.visits),
            f.count(l.bounces),
            l.median_seconds === null ? "–" : t("seconds", { count: Math.round(l.median_seconds) }),
            f.count(l.signups),
            f.count(l.activations),
            f.count(l.first_purchases),
            f.percent(l.conversion_rate),
          ])}
          empty={t("noVisits")}
        />
      </Panel>

      <RevenuePanel
        id="by-method"
        title={t("byMethod")}
        keyLabel={t("method")}
        rows={data.revenue.by_method}
        range={range}
      />
      <RevenuePanel
        id="by-country"
        title={t("byCountry")}
        keyLabel={t("country")}
        rows={data.revenue.by_country}
        range={range}
      />

      <Panel id="hours" title={t("hoursTitle")} range={range} csv="hours">
        <FigureChart
          type="bar"
          stacked
          labels={data.hours.map((h) => String(h.hour))}
          label={t("hoursTitle")}
          series={[
            { label: t("byMembers"), data: data.hours.map((h) => h.members) },
            { label: t("byOperators"), data: data.hours.map((h) => h.operators) },
          ]}
        />
        <DataTable
          caption={t("hoursTitle")}
          head={[t("hour"), t("byMembers"), t("byOperators")]}
          rows={data.hours.map((h) => [
            t("hourRange", { hour: h.hour }),
            f.count(h.members),
            f.count(h.operators),
          ])}
        />
      </Panel>

      <Panel id="active" title={t("activeTitle")} range={range} csv="days">
        <FigureChart
          type="line"
          labels={dayLabels}
          label={t("activeTitle")}
          series={[{ label: t("activeMembers"), data: data.days.map((d) => d.active_members) }]}
        />
        <DataTable
          caption={t("activeTitle")}
          head={[t("day"), t("activeMembers"), t("byMembers"), t("byOperators")]}
          rows={data.days.map((d) => [
            f.day(d.day),
            f.count(d.active_members),
            f.count(d.messages_members),
            f.count(d.messages_operators),
          ])}
        />
      </Panel>
    </>
  );
}

function Kpi({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <li className="figures-kpi">
      <span className="figures-kpi__label">{label}</span>
      <span className="figures-kpi__value">{value}</span>
      {note && <span className="figures-kpi__note">{note}</span>}
    </li>
  );
}

function Panel({
  id,
  title,
  range,
  csv,
  children,
}: {
  id: string;
  title: string;
  range: FiguresRange;
  csv: FiguresCsvTable;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin-figures");
  return (
    <section className="figures-panel" aria-labelledby={`figures-${id}`}>
      <div className="figures-panel__head">
        <h2 id={`figures-${id}`} className="h5 mb-0">
          {title}
        </h2>
        <a className="btn btn-sm btn-outline-secondary" href={figuresCsvUrl(range, csv)} download>
          {t("csv")}
          <span className="visually-hidden"> ({t(`csvTable.${csv}`)})</span>
        </a>
      </div>
      {children}
    </section>
  );
}

function RevenuePanel({
  id,
  title,
  keyLabel,
  rows,
  range,
}: {
  id: string;
  title: string;
  keyLabel: string;
  rows: RevenueRow[];
  range: FiguresRange;
}) {
  const { t } = useTranslation("admin-figures");
  const f = useFormats();
  const keys = [...new Set(rows.map((r) => r.key))];
  const currencies = [...new Set(rows.map((r) => r.currency))];
  // One series per currency: amounts of two currencies are never stacked or added.
  const series: ChartSeries[] = currencies.map((currency) => ({
    label: currency,
    data: keys.map(
      (key) => (rows.find((r) => r.key === key && r.currency === currency)?.amount_cents ?? 0) / 100,
    ),
  }));
  return (
    <Panel id={id} title={title} range={range} csv="revenue">
      {rows.length > 0 && <FigureChart type="bar" labels={keys} label={title} series={series} />}
      <DataTable
        caption={title}
        head={[keyLabel, t("currency"), t("payments"), t("amount")]}
        rows={rows.map((r) => [r.key, r.currency, f.count(r.payments), f.money(r.amount_cents, r.currency)])}
        empty={t("noRevenue")}
      />
    </Panel>
  );
}

/** The numbers of a chart, as a table (scrolls within its frame when long). */
function DataTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  empty?: string;
}) {
  const { t } = useTranslation("admin-figures");
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="figures-table" tabIndex={0} aria-label={t("tableOf", { caption })}>
      <table className="table table-sm mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? "text-end" : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, i) =>
                i === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  <td key={i} className="text-end">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
