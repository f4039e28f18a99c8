/** The figures of a site over a range of UTC days (decision 041), and their CSV. */
import type {
  FiguresCsvTable,
  FiguresDay,
  FiguresQuery,
  FiguresResponse,
  RevenueRow,
} from "@amora/contract/admin-figures";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  addActiveMembers,
  addLanderVisits,
  countActiveMembers,
  type DayCount,
  type Range,
  type RevenueGroup,
  selectActivationsPerDay,
  selectActiveMembersPerDay,
  selectFirstPurchasesPerDay,
  selectLanderBounces,
  selectLanderSignups,
  selectLanderVisits,
  selectMessages,
  selectRevenue,
  selectSignupsPerDay,
  selectSite,
  selectSites,
} from "./figures.queries.ts";

const DAY_MS = 86_400_000;

export function saveLanderVisits(db: Db, counts: Parameters<typeof addLanderVisits>[1]) {
  return addLanderVisits(db, counts);
}

export function saveActiveMembers(db: Db, members: Parameters<typeof addActiveMembers>[1]) {
  return addActiveMembers(db, members);
}

export async function listSites(db: Db) {
  return { sites: await selectSites(db) };
}

function rangeOf(query: { site_id: number; from: string; to: string }): Range {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  return { siteId: query.site_id, start, end, from: query.from, to: query.to };
}

function byDay(rows: DayCount[]): Map<string, number> {
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/** Sums per (key, currency), largest amount first; never across currencies. */
function revenueBy(groups: RevenueGroup[], keyOf: (g: RevenueGroup) => string): RevenueRow[] {
  const sums = new Map<string, RevenueRow>();
  for (const group of groups) {
    const key = keyOf(group);
    const id = `${key}\u0000${group.currency}`;
    const row = sums.get(id) ?? { key, currency: group.currency, payments: 0, amount_cents: 0 };
    row.payments += Number(group.payments);
    row.amount_cents += Number(group.amount_cents);
    sums.set(id, row);
  }
  return [...sums.values()].sort(
    (a, b) =>
      a.currency.localeCompare(b.currency) || b.amount_cents - a.amount_cents || a.key.localeCompare(b.key),
  );
}

const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

export async function figures(db: Db, query: FiguresQuery): Promise<FiguresResponse> {
  const site = await selectSite(db, query.site_id);
  if (!site) throw new AppError(404, "NOT_FOUND", "No such site.");
  const range = rangeOf(query);
  const [
    signups,
    activations,
    firstPurchases,
    revenue,
    landerRows,
    activeRows,
    activeTotal,
    messageRows,
    bounceRows,
    landerSignupRows,
  ] = await Promise.all([
    selectSignupsPerDay(db, range),
    selectActivationsPerDay(db, range),
    selectFirstPurchasesPerDay(db, range),
    selectRevenue(db, range),
    selectLanderVisits(db, range),
    selectActiveMembersPerDay(db, range),
    countActiveMembers(db, range),
    selectMessages(db, range),
    selectLanderBounces(db, range),
    selectLanderSignups(db, range),
  ]);
  const signupsOf = byDay(signups);
  const activationsOf = byDay(activations);
  const firstOf = byDay(firstPurchases);
  const activeOf = byDay(activeRows);
  const visitsOf = new Map<string, number>();
  const landers = new Map<string, FiguresResponse["landers"][number]>();
  const landerOf = (lander: string, variant: string) => {
    const key = `${lander}\u0000${variant}`;
    const found = landers.get(key);
    if (found) return found;
    const made = {
      lander,
      variant,
      visits: 0,
      bounces: 0,
      median_seconds: null,
      signups: 0,
      activations: 0,
      first_purchases: 0,
      conversion_rate: null,
    };
    landers.set(key, made);
    return made;
  };
  for (const row of landerRows) {
    visitsOf.set(row.day, (visitsOf.get(row.day) ?? 0) + Number(row.visits));
    landerOf(row.lander, row.variant).visits += Number(row.visits);
  }
  for (const row of bounceRows) {
    const lander = landerOf(row.lander, row.variant);
    lander.bounces = Number(row.bounces);
    lander.median_seconds = row.median_seconds === null ? null : Number(row.median_seconds);
  }
  for (const row of landerSignupRows) {
    const lander = landerOf(row.lander, row.variant);
    lander.signups = Number(row.signups);
    lander.activations = Number(row.activations);
    lander.first_purchases = Number(row.first_purchases);
  }
  for (const lander of landers.values()) lander.conversion_rate = rate(lander.signups, lander.visits);
  const messagesOf = new Map<string, { members: number; operators: number }>();
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, members: 0, operators: 0 }));
  for (const row of messageRows) {
    const day = messagesOf.get(row.day) ?? { members: 0, operators: 0 };
    const hour = hours[Number(row.hour)];
    const n = Number(row.n);
    if (row.operator) {
      day.operators += n;
      if (hour) hour.operators += n;
    } else {
      day.members += n;
      if (hour) hour.members += n;
    }
    messagesOf.set(row.day, day);
  }
  const days: FiguresDay[] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({
      day,
      lander_visits: visitsOf.get(day) ?? 0,
      signups: signupsOf.get(day) ?? 0,
      activations: activationsOf.get(day) ?? 0,
      first_purchases: firstOf.get(day) ?? 0,
      active_members: activeOf.get(day) ?? 0,
      messages_members: messagesOf.get(day)?.members ?? 0,
      messages_operators: messagesOf.get(day)?.operators ?? 0,
    });
  }
  const sum = (pick: (d: FiguresDay) => number) => days.reduce((total, d) => total + pick(d), 0);
  const totalSignups = sum((d) => d.signups);
  const totalActivations = sum((d) => d.activations);
  const totalFirst = sum((d) => d.first_purchases);
  return {
    site,
    from: query.from,
    to: query.to,
    totals: {
      lander_visits: sum((d) => d.lander_visits),
      signups: totalSignups,
      activations: totalActivations,
      first_purchases: totalFirst,
      active_members: activeTotal,
      messages_members: sum((d) => d.messages_members),
      messages_operators: sum((d) => d.messages_operators),
      activation_rate: rate(totalActivations, totalSignups),
      conversion_rate: rate(totalFirst, totalSignups),
    },
    days,
    landers: [...landers.values()].sort(
      (a, b) => b.visits - a.visits || a.lander.localeCompare(b.lander) || a.variant.localeCompare(b.variant),
    ),
    revenue: {
      by_currency: revenueBy(revenue, () => ""),
      by_method: revenueBy(revenue, (g) => g.method),
      by_country: revenueBy(revenue, (g) => g.country),
    },
    hours,
  };
}

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  // A cell starting with = + - @ would be a formula to a spreadsheet: quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csv(header: string[], rows: (string | number | null)[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** One of the figures' tables as CSV, and its file name. */
export async function figuresCsv(
  db: Db,
  query: FiguresQuery & { table: FiguresCsvTable },
): Promise<{ filename: string; body: string }> {
  const data = await figures(db, query);
  const host = data.site.domain.replace(/[^a-z0-9.-]/gi, "_");
  const filename = `figures-${host}-${query.from}-${query.to}-${query.table}.csv`;
  switch (query.table) {
    case "days":
      return {
        filename,
        body: csv(
          [
            "day",
            "lander_visits",
            "signups",
            "activations",
            "first_purchases",
            "active_members",
            "messages_members",
            "messages_operators",
          ],
          data.days.map((d) => [
            d.day,
            d.lander_visits,
            d.signups,
            d.activations,
            d.first_purchases,
            d.active_members,
            d.messages_members,
            d.messages_operators,
          ]),
        ),
      };
    case "landers":
      return {
        filename,
        body: csv(
          [
            "lander",
            "variant",
            "visits",
            "bounces",
            "median_seconds",
            "signups",
            "activations",
            "first_purchases",
            "conversion_rate",
          ],
          data.landers.map((l) => [
            l.lander,
            l.variant,
            l.visits,
            l.bounces,
            l.median_seconds,
            l.signups,
            l.activations,
            l.first_purchases,
            l.conversion_rate,
          ]),
        ),
      };
    case "revenue":
      return {
        filename,
        body: csv(
          ["by", "key", "currency", "payments", "amount"],
          [
            ...data.revenue.by_currency.map((r) => [
              "currency",
              r.currency,
              r.currency,
              r.payments,
              amount(r.amount_cents),
            ]),
            ...data.revenue.by_method.map((r) => [
              "method",
              r.key,
              r.currency,
              r.payments,
              amount(r.amount_cents),
            ]),
            ...data.revenue.by_country.map((r) => [
              "country",
              r.key,
              r.currency,
              r.payments,
              amount(r.amount_cents),
            ]),
          ],
        ),
      };
    case "hours":
      return {
        filename,
        body: csv(
          ["hour_utc", "members", "operators"],
          data.hours.map((h) => [h.hour, h.members, h.operators]),
        ),
      };
  }
}
