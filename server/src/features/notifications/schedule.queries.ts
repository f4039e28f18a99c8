/**
 * SQL of the scheduled notification jobs (scheduler.ts): each job is one set-based INSERT … SELECT per
 * batch of members, so a run costs a few statements whatever the number of members.
 *
 * Exactly once: a candidate row is inserted only when NO row (any status) of that member, type and dedupe
 * key exists, and the open-row unique index (notifications_open_key) turns the one race left (two
 * statements at the same instant) into "do nothing". The scheduler also runs each job under a transaction
 * advisory lock, so two nodes normally take turns and the second finds everything queued.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** A moment as SQL. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A moment stored in a payload: the same text as Date.prototype.toISOString (what the dispatcher parses). */
const isoText = (value: SQL) => sql`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Members who may be notified at all: the account is not deleted, its profile not disabled, and mail to it
 * has not been stopped (bounce, complaint, unsubscribe: the dispatcher checks again, filtering here is
 * cheap). Fictional profiles have no user row, so they never appear. Expects `u` (users) and `p` (profiles).
 */
const reachable = sql`u.deleted_at is null and p.status = 'active' and u.notifications_disabled = '{}'`;

/** Neither of the two profiles blocked the other. */
const unblocked = (a: SQL, b: SQL) =>
  sql`not exists (select 1 from blocks b where (b.blocker_profile_id = ${a} and b.blocked_profile_id = ${b})
    or (b.blocker_profile_id = ${b} and b.blocked_profile_id = ${a}))`;

/**
 * Queues the candidates that have no row of the same member, type and key yet, `batch` members at a time
 * (one statement each). `candidates` is a SELECT of (user_id, type, dedupe_key, about_profile_id,
 * conversation_id, payload) with at most one row per member: the batches walk it by user_id. Answers how
 * many rows it queued.
 */
export async function insertOnce(db: Db, candidates: SQL, now: Date, batch = 1_000): Promise<number> {
  let after = 0;
  let queued = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with c as (
        select * from (${candidates}) s where s.user_id > ${after} order by s.user_id limit ${batch}
      ), ins as (
        insert into notifications (user_id, type, dedupe_key, about_profile_id, conversation_id, payload, due_at)
        select c.user_id, c.type, c.dedupe_key, c.about_profile_id, c.conversation_id, c.payload, ${at(now)}
        from c
        where not exists (select 1 from notifications n
          where n.user_id = c.user_id and n.type = c.type and n.dedupe_key = c.dedupe_key)
        on conflict (user_id, type, dedupe_key) where status in ('pending', 'held') do nothing
        returning 1
      )
      select (select count(*) from c)::int as considered, (select max(user_id) from c)::int as last,
             (select count(*) from ins)::int as queued`)) as {
      rows: { considered: number; last: number | null; queued: number }[];
    };
    const row = result.rows[0];
    queued += Number(row?.queued ?? 0);
    if (!row || Number(row.considered) < batch || row.last === null) return queued;
    after = Number(row.last);
  }
}

/**
 * Members with messages unread for `olderThan`: one row per member gathering every such conversation.
 * The key is the newest of those messages, and a row is made only when that message is newer than the
 * newest one an earlier reminder covered: a reminder once per unread state, never again for the same
 * messages (reading one conversation does not make the others' old messages remind twice), and again only
 * when a later message has waited its day too. With one conversation the row names it (and the writer),
 * so the mail links to it.
 */
export function unreadReminderCandidates(olderThan: Date): SQL {
  return sql`
    select u.id as user_id, 'unread_message_reminders' as type, 'unread:' || max(w.newest) as dedupe_key,
      case when count(*) = 1 then min(w.other) end as about_profile_id,
      case when count(*) = 1 then min(w.conversation_id) end as conversation_id,
      jsonb_build_object('conversations', count(*), 'messages', sum(w.messages)) as payload
    from users u
    join profiles p on p.id = u.profile_id
    cross join lateral (
      select cm.conversation_id, cm.other_profile_id as other, max(m.id) as newest, count(*) as messages
      from conversation_members cm
      join messages m on m.conversation_id = cm.conversation_id and m.sender_profile_id = cm.other_profile_id
        and m.id > cm.read_up_to and m.created_at <= ${at(olderThan)}
      where cm.profile_id = p.id and cm.unread > 0 and cm.deleted_at is null
        and ${unblocked(sql`p.id`, sql`cm.other_profile_id`)}
      group by cm.conversation_id, cm.other_profile_id
    ) w
    where ${reachable} and u.status = 'active'
    group by u.id
    having max(w.newest) > coalesce((
      select max(split_part(n.dedupe_key, ':', 2)::int) from notifications n
      where n.user_id = u.id and n.type = 'unread_message_reminders'), 0)`;
}

export interface WelcomeWindow {
  /** Signed up at or before this: the offer has about an hour left. */
  signedUpBy: Date;
  /** Signed up after this: enough of the offer is left for the mail to be worth reading. */
  signedUpAfter: Date;
  /** The welcome discount's length, from signup. */
  validSeconds: number;
}

/**
 * Members whose welcome discount ends soon and is still theirs to use: confirmed, never paid, the site's
 * welcome code active, and not held by an order of theirs. The payload carries the code's own end.
 */
export function welcomeDiscountCandidates(window: WelcomeWindow): SQL {
  const endsAt = sql`u.signup_date + make_interval(secs => ${window.validSeconds}::double precision)`;
  return sql`
    select u.id as user_id, 'promotions' as type, 'promo:welcome' as dedupe_key,
      null::int as about_profile_id, null::int as conversation_id,
      jsonb_build_object('offer', 'welcome_discount', 'code', dc.code, 'percentage', dc.percentage,
        'ends_at', ${isoText(endsAt)}) as payload
    from users u
    join profiles p on p.id = u.profile_id
    join lateral (
      select d.id, d.code, d.percentage from discount_codes d
      where d.kind = 'welcome' and d.status = 'active' and (d.site_id is null or d.site_id = u.site_id)
      order by d.site_id nulls last limit 1
    ) dc on true
    where ${reachable} and u.status = 'active' and not u.paid_user
      and u.signup_date <= ${at(window.signedUpBy)} and u.signup_date > ${at(window.signedUpAfter)}
      and not exists (select 1 from discount_redemptions r where r.code_id = dc.id and r.user_id = u.id)`;
}

/** When the member was last on the site: the newest of signup, login and any session's last request. */
const lastSeen = sql`greatest(u.signup_date, coalesce(u.last_login_at, u.signup_date),
  coalesce((select max(s.last_seen_at) from sessions s where s.user_id = u.id), u.signup_date))`;

export interface ComeBackOffer {
  /** Last on the site at or before this. */
  inactiveSince: Date;
  /** The month's key, `promo:come_back:2026-11`. */
  dedupeKey: string;
  percentage: number;
  expiresAt: Date;
  now: Date;
}

/**
 * For each paying member away since `inactiveSince` and without this month's offer: a personal, single-use
 * code (discount_codes, only theirs, expiring) and the promotion naming it, in one statement per batch so
 * a code exists only with its row. The code is `BACK` and ten random hex digits (unique among codes,
 * upper case as members type it). Answers how many it queued.
 */
export async function insertComeBackOffers(db: Db, offer: ComeBackOffer, batch = 500): Promise<number> {
  let queued = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with c as (
        select u.id as user_id, u.site_id from users u join profiles p on p.id = u.profile_id
        where ${reachable} and u.status = 'active' and u.paid_user and ${lastSeen} <= ${at(offer.inactiveSince)}
          and not exists (select 1 from notifications n
            where n.user_id = u.id and n.type = 'promotions' and n.dedupe_key = ${offer.dedupeKey})
        order by u.id limit ${batch}
      ), code as (
        insert into discount_codes (code, site_id, user_id, expires_at, percentage, validity)
        select 'BACK' || upper(substr(md5(random()::text || c.user_id::text), 1, 10)), c.site_id, c.user_id,
          ${at(offer.expiresAt)}, ${offer.percentage}, 'single_use'
        from c
        returning user_id, code
      ), ins as (
        insert into notifications (user_id, type, dedupe_key, payload, due_at)
        select code.user_id, 'promotions', ${offer.dedupeKey},
          jsonb_build_object('offer', 'come_back', 'code', code.code, 'percentage', ${offer.percentage}::int,
            'ends_at', ${offer.expiresAt.toISOString()}::text), ${at(offer.now)}
        from code
        on conflict (user_id, type, dedupe_key) where status in ('pending', 'held') do nothing
        returning 1
      )
      select (select count(*) from c)::int as considered, (select count(*) from ins)::int as queued`)) as {
      rows: { considered: number; queued: number }[];
    };
    const row = result.rows[0];
    queued += Number(row?.queued ?? 0);
    if (!row || Number(row.considered) < batch) return queued;
  }
}

/**
 * Members for this week's digest, with its numbers: up to six of the profiles that appeared in the last
 * seven days matching what the member seeks (as search's default: their gender choice, their country,
 * visible, not blocked either way; with a photo first, newest first), how many there are, the likes
 * received meanwhile (from members not blocked), and the unread messages. Only members of a week or more
 * (the first week has its own reminders), and only when one number is not 0.
 */
export function weeklyCandidates(dedupeKey: string, weekAgo: Date, now: Date): SQL {
  return sql`
    select u.id as user_id, 'weekly_updates' as type, ${dedupeKey}::text as dedupe_key,
      null::int as about_profile_id, null::int as conversation_id,
      jsonb_build_object('new_members', coalesce(to_jsonb(nm.ids), '[]'::jsonb), 'new_member_count', nm.total,
        'likes', lk.total, 'unread', ur.total) as payload
    from users u
    join profiles p on p.id = u.profile_id
    cross join lateral (
      select count(*)::int as total,
        (array_agg(q.id order by q.has_photo desc, q.created_at desc, q.id desc))[1:6] as ids
      from profiles q
      where q.created_at > ${at(weekAgo)} and q.created_at <= ${at(now)}
        and q.status = 'active' and not q.is_invisible and q.id <> p.id and q.country = p.country
        and (u.seeking = 'both' or q.gender = u.seeking) and ${unblocked(sql`p.id`, sql`q.id`)}
    ) nm
    cross join lateral (
      select count(*)::int as total from likes l
      where l.liked_profile_id = p.id and l.created_at > ${at(weekAgo)}
        and ${unblocked(sql`p.id`, sql`l.liker_profile_id`)}
    ) lk
    cross join lateral (
      select coalesce(sum(cm.unread), 0)::int as total from conversation_members cm
      where cm.profile_id = p.id and cm.deleted_at is null
    ) ur
    where ${reachable} and u.status = 'active' and u.signup_date <= ${at(weekAgo)}
      and nm.total + lk.total + ur.total > 0`;
}

/**
 * Up to `batch` members, by id after `after`, among `buyers` (a subquery of member ids: spending-limits'
 * buyersIn), who may be mailed and have no row of this key yet: the monthly summary's recipients. The buyers
 * are worked out first (materialized), so each round costs one month's payments, not a pass over all members.
 */
export async function spendingSummaryMembers(
  db: Db,
  dedupeKey: string,
  buyers: SQL,
  after: number,
  batch: number,
): Promise<number[]> {
  const result = (await db.execute(sql`
    with buyers(id) as materialized (${buyers})
    select u.id from buyers b join users u on u.id = b.id join profiles p on p.id = u.profile_id
    where ${reachable} and u.status = 'active' and u.id > ${after}
      and not exists (select 1 from notifications n
        where n.user_id = u.id and n.type = 'spending_summary' and n.dedupe_key = ${dedupeKey})
    order by u.id limit ${batch}`)) as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** A candidate row worked out in TypeScript, for insertOnce. */
export interface ListedCandidate {
  user_id: number;
  type: string;
  dedupe_key: string;
  payload: object;
}

/** Candidates made outside SQL, as the SELECT insertOnce takes (one row per member). */
export function listedCandidates(rows: ListedCandidate[]): SQL {
  return sql`select x.user_id, x.type, x.dedupe_key, null::int as about_profile_id,
      null::int as conversation_id, x.payload
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(user_id int, type text, dedupe_key text, payload jsonb)`;
}

export type ReminderKind = "confirm_email" | "add_photo" | "finish_profile";

/**
 * What a complete profile has beyond signup (the fields of my-profile's form): an about text, interests,
 * and the five details. One of them empty and the profile is unfinished.
 */
const unfinishedProfile = sql`(p.about = '' or cardinality(p.interests) = 0 or p.hair_colour is null
  or p.eye_colour is null or p.body_type is null or p.relationship_status is null or p.height_cm is null)`;

/** Whom each reminder is for, beside its signup window. */
const REMINDER_CONDITION: Record<ReminderKind, SQL> = {
  // The one row that may go to an unconfirmed account: it asks for that very confirmation.
  confirm_email: sql`u.status = 'not_confirmed'`,
  add_photo: sql`u.status = 'active' and p.main_photo_id is null`,
  finish_profile: sql`u.status = 'active' and ${unfinishedProfile}`,
};

/** Members who signed up in (signedUpAfter, signedUpBy] and still have this thing to do. */
export function reminderCandidates(kind: ReminderKind, signedUpBy: Date, signedUpAfter: Date): SQL {
  return sql`
    select u.id as user_id, 'reminders' as type, ${`reminder:${kind}`}::text as dedupe_key,
      null::int as about_profile_id, null::int as conversation_id,
      jsonb_build_object('reminder', ${kind}::text) as payload
    from users u
    join profiles p on p.id = u.profile_id
    where ${reachable} and ${REMINDER_CONDITION[kind]}
      and u.signup_date <= ${at(signedUpBy)} and u.signup_date > ${at(signedUpAfter)}`;
}

/** Every confirmed member of the site, for a site announcement. */
export function newsCandidates(siteId: number, dedupeKey: string, payload: object): SQL {
  return sql`
    select u.id as user_id, 'news' as type, ${dedupeKey}::text as dedupe_key,
      null::int as about_profile_id, null::int as conversation_id, ${JSON.stringify(payload)}::jsonb as payload
    from users u
    join profiles p on p.id = u.profile_id
    where ${reachable} and u.status = 'active' and u.site_id = ${siteId}`;
}

/** The site a host names (its domain or an alias), as the news command is given it. */
export async function selectSiteIdByHost(db: Db, host: string): Promise<number | null> {
  const result = (await db.execute(sql`
    select id from sites where domain = ${host} or ${host} = any(aliases) order by domain = ${host} desc limit 1`)) as {
    rows: { id: number }[];
  };
  return result.rows[0] ? Number(result.rows[0].id) : null;
}

/**
 * Takes the job's lock for the rest of the transaction, or answers false at once when another node holds
 * it (that node is running the job: this one skips the round). Two int4 keys: "amora" and the job's hash,
 * as db/client.ts's migration lock, so they never collide with it.
 */
export async function tryJobLock(tx: Db, job: string): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${0x616d6f72}::int, hashtext(${`notifications:${job}`})) as locked`,
  )) as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** A queued scheduled row, as the dispatcher holds it when it decides. */
export interface ScheduledRow {
  userId: number;
  type: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
}

/**
 * What must still hold of the member (`u`, `p`) for a scheduled row to be worth sending; null when
 * nothing can change (the digest, news: dated, the dispatcher's staleness covers them).
 */
function stillHolds(row: ScheduledRow, now: Date): SQL | null {
  const payload = row.payload;
  switch (row.type) {
    case "reminders":
      return REMINDER_CONDITION[payload.reminder as ReminderKind] ?? sql`false`;
    case "unread_message_reminders": {
      // Some message the reminder counted is unread still.
      const newest = Number(row.dedupeKey.split(":")[1] ?? 0);
      return sql`exists (select 1 from conversation_members cm
        join messages m on m.conversation_id = cm.conversation_id and m.sender_profile_id = cm.other_profile_id
          and m.id > cm.read_up_to and m.id <= ${newest}
        where cm.profile_id = p.id and cm.unread > 0 and cm.deleted_at is null)`;
    }
    case "promotions": {
      const endsAt = new Date(String(payload.ends_at));
      if (!(endsAt.getTime() > now.getTime())) return sql`false`;
      // The code is still there for them: active, and no order of theirs holds it.
      const unused = sql`exists (select 1 from discount_codes d where upper(d.code) = upper(${String(payload.code)})
        and d.status = 'active' and (d.user_id is null or d.user_id = u.id)
        and not exists (select 1 from discount_redemptions r where r.code_id = d.id and r.user_id = u.id))`;
      return payload.offer === "welcome_discount" ? sql`not u.paid_user and ${unused}` : unused;
    }
    default:
      return null;
  }
}

/**
 * Whether a scheduled row still makes sense when its time comes: the reminder's task is not done yet, the
 * unread messages are unread, the offer can still be used. The dispatcher asks before sending one, since a
 * row may wait hours (quiet hours, the cap, the digest) after the job made it.
 */
export async function isStillRelevant(db: Db, row: ScheduledRow, now: Date): Promise<boolean> {
  const condition = stillHolds(row, now);
  if (condition === null) return true;
  const result = (await db.execute(sql`
    select 1 as one from users u join profiles p on p.id = u.profile_id
    where u.id = ${row.userId} and ${condition}`)) as { rows: unknown[] };
  return result.rows.length > 0;
}
