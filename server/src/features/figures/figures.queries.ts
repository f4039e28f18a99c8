/**
 * The figures' SQL (decision 041). Every query is bounded by a site and a range of UTC days, and walks an
 * index on its time column: users_site_signup_idx, account_tokens_activation_used_idx,
 * payments_site_paid_idx (+ payments_user_idx for "first"), messages_created_idx, and the primary
 * keys of lander_visits and active_members.
 */
import { asc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sites } from "../../db/schema.ts";

export interface Range {
  siteId: number;
  /** The first day's midnight UTC, and the midnight after the last day. */
  start: Date;
  end: Date;
  /** The same range as dates (YYYY-MM-DD), both included. */
  from: string;
  to: string;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const utcDay = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The figures' statements over a range (exported so a test can check their plans use the indexes). */
export const FIGURES_SQL = {
  signupsPerDay: (r: Range) =>
    sql`select ${utcDay(sql`signup_date`)} as day, count(*)::int as n
        from users
        where site_id = ${r.siteId} and signup_date >= ${r.start.toISOString()} and signup_date < ${r.end.toISOString()}
        group by 1`,
  activationsPerDay: (r: Range) =>
    sql`select ${utcDay(sql`t.used_at`)} as day, count(distinct t.user_id)::int as n
        from account_tokens t
        join users u on u.id = t.user_id
        where t.kind = 'activation' and t.used_at is not null
          and t.used_at >= ${r.start.toISOString()} and t.used_at < ${r.end.toISOString()}
          and u.site_id = ${r.siteId}
        group by 1`,
  firstPurchasesPerDay: (r: Range) =>
    sql`select ${utcDay(sql`p.completed_at`)} as day, count(*)::int as n
        from payments p
        where p.site_id = ${r.siteId} and p.status = 'paid' and p.user_id is not null
          and p.completed_at >= ${r.start.toISOString()} and p.completed_at < ${r.end.toISOString()}
          and not exists (
            select 1 from payments q
            where q.user_id = p.user_id and q.status = 'paid'
              and (q.completed_at < p.completed_at or (q.completed_at = p.completed_at and q.id < p.id))
          )
        group by 1`,
  revenue: (r: Range) =>
    sql`select method, country, currency, count(*)::int as payments, sum(amount_cents)::bigint as amount_cents
        from payments
        where site_id = ${r.siteId} and status = 'paid'
          and completed_at >= ${r.start.toISOString()} and completed_at < ${r.end.toISOString()}
        group by method, country, currency`,
  landerVisits: (r: Range) =>
    sql`select to_char(day, 'YYYY-MM-DD') as day, lander, variant, visits
        from lander_visits
        where site_id = ${r.siteId} and day >= ${r.from}::date and day <= ${r.to}::date`,
  landerBounces: (r: Range) =>
    sql`select lander, variant, count(*)::int as bounces,
               percentile_cont(0.5) within group (order by seconds)::float8 as median_seconds
        from lander_bounces
        where site_id = ${r.siteId} and created_at >= ${r.start.toISOString()} and created_at < ${r.end.toISOString()}
        group by 1, 2`,
  /** The range's signups that came from a lander, and what became of them since (active, a paid payment). */
  landerSignups: (r: Range) =>
    sql`select u.tracking->>'lander' as lander, coalesce(u.tracking->>'variant', 'a') as variant,
               count(*)::int as signups,
               count(*) filter (where u.status = 'active')::int as activations,
               count(*) filter (
                 where exists (select 1 from payments p where p.user_id = u.id and p.status = 'paid')
               )::int as first_purchases
        from users u
        where u.site_id = ${r.siteId} and u.signup_date >= ${r.start.toISOString()}
          and u.signup_date < ${r.end.toISOString()} and u.tracking ? 'lander'
        group by 1, 2`,
  activeMembersPerDay: (r: Range) =>
    sql`select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n
        from active_members
        where site_id = ${r.siteId} and day >= ${r.from}::date and day <= ${r.to}::date
        group by day`,
  messages: (r: Range) =>
    sql`select ${utcDay(sql`m.created_at`)} as day,
               extract(hour from m.created_at at time zone 'UTC')::int as hour,
               (m.staff_id is not null or su.id is null) as operator,
               count(*)::int as n
        from messages m
        join conversations c on c.id = m.conversation_id
        left join users su on su.profile_id = m.sender_profile_id
        left join users ru on ru.profile_id =
          case when c.low_profile_id = m.sender_profile_id then c.high_profile_id else c.low_profile_id end
        where m.created_at >= ${r.start.toISOString()} and m.created_at < ${r.end.toISOString()}
          and coalesce(su.site_id, ru.site_id) = ${r.siteId}
        group by 1, 2, 3`,
  countActiveMembers: (r: Range) =>
    sql`select count(distinct user_id)::int as n
        from active_members
        where site_id = ${r.siteId} and day >= ${r.from}::date and day <= ${r.to}::date`,
};

export function selectSites(db: Db) {
  return db
    .select({ id: sites.id, name: sites.name, domain: sites.domain })
    .from(sites)
    .orderBy(asc(sites.id));
}

export async function selectSite(db: Db, siteId: number) {
  const [row] = await db
    .select({ id: sites.id, name: sites.name, domain: sites.domain })
    .from(sites)
    .where(sql`${sites.id} = ${siteId}`);
  return row;
}

export interface DayCount {
  day: string;
  n: number;
}

export function selectSignupsPerDay(db: Db, r: Range) {
  return rows<DayCount>(db, FIGURES_SQL.signupsPerDay(r));
}

/** The day each account's activation link was used (accounts made active otherwise are not counted). */
export function selectActivationsPerDay(db: Db, r: Range) {
  return rows<DayCount>(db, FIGURES_SQL.activationsPerDay(r));
}

/** Paid payments that are their member's first paid one (by completion, then id). */
export function selectFirstPurchasesPerDay(db: Db, r: Range) {
  return rows<DayCount>(db, FIGURES_SQL.firstPurchasesPerDay(r));
}

export interface RevenueGroup {
  method: string;
  country: string;
  currency: string;
  payments: number;
  amount_cents: string | number;
}

export function selectRevenue(db: Db, r: Range) {
  return rows<RevenueGroup>(db, FIGURES_SQL.revenue(r));
}

export function selectLanderVisits(db: Db, r: Range) {
  return rows<{ day: string; lander: string; variant: string; visits: number }>(
    db,
    FIGURES_SQL.landerVisits(r),
  );
}

export function selectLanderBounces(db: Db, r: Range) {
  return rows<{ lander: string; variant: string; bounces: number; median_seconds: number | null }>(
    db,
    FIGURES_SQL.landerBounces(r),
  );
}

export interface LanderSignups {
  lander: string;
  variant: string;
  signups: number;
  activations: number;
  first_purchases: number;
}

export function selectLanderSignups(db: Db, r: Range) {
  return rows<LanderSignups>(db, FIGURES_SQL.landerSignups(r));
}

export function selectActiveMembersPerDay(db: Db, r: Range) {
  return rows<DayCount>(db, FIGURES_SQL.activeMembersPerDay(r));
}

export async function countActiveMembers(db: Db, r: Range): Promise<number> {
  const [row] = await rows<{ n: number }>(db, FIGURES_SQL.countActiveMembers(r));
  return row?.n ?? 0;
}

export interface MessageGroup {
  day: string;
  hour: number;
  operator: boolean;
  n: number;
}

/**
 * Messages per day and UTC hour, split into members' and operators' (written by a member of staff, or by
 * a profile that is nobody's account: fictional, cam, resell). A message belongs to the site of the member
 * who sent it, else to the site of the member it was sent to.
 */
export function selectMessages(db: Db, r: Range) {
  return rows<MessageGroup>(db, FIGURES_SQL.messages(r));
}

/** Adds each process's counts of lander views to the day's rows: several processes add up. */
export async function addLanderVisits(
  db: Db,
  counts: { siteId: number; day: string; lander: string; variant: string; visits: number }[],
): Promise<void> {
  if (counts.length === 0) return;
  const values = sql.join(
    counts.map((c) => sql`(${c.siteId}, ${c.day}::date, ${c.lander}, ${c.variant}, ${c.visits})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into lander_visits (site_id, day, lander, variant, visits) values ${values}
    on conflict (site_id, day, lander, variant) do update set visits = lander_visits.visits + excluded.visits`);
}

/** Notes members active on a day; one already noted (by any process) stays one row. */
export async function addActiveMembers(
  db: Db,
  members: { siteId: number; day: string; userId: number }[],
): Promise<void> {
  // A statement takes at most 65,535 parameters: three a row.
  for (let i = 0; i < members.length; i += 5_000) {
    const values = sql.join(
      members.slice(i, i + 5_000).map((m) => sql`(${m.siteId}, ${m.day}::date, ${m.userId})`),
      sql`, `,
    );
    await db.execute(sql`
      insert into active_members (site_id, day, user_id) values ${values}
      on conflict do nothing`);
  }
}
