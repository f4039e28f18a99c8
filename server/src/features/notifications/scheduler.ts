/**
 * The scheduled notifications (decision 033): reminders of unread messages, the two offers, the weekly
 * digest, the account reminders and the monthly spending summary (decision 051). Each job decides WHO gets
 * WHICH row and WHEN, and queues it for the dispatcher, which decides by switches, cap, quiet hours, digest
 * and presence whether and how it goes.
 *
 * Every node runs every job every few minutes. A row goes exactly once because its dedupe key names the
 * period or the state it is about (`weekly:2026-W48`, `promo:come_back:2026-11`, `spending:2026-10`,
 * `reminder:add_photo`, `unread:<newest message>`) and is inserted only when no row of that member, type
 * and key exists in any status (schedule.queries.ts); each job also runs under a transaction advisory lock,
 * so while one node runs it the others skip it. Jobs look at windows, not instants, so a node that was down
 * catches up.
 */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import type { Db } from "../../db/client.ts";
import { UNREAD_REMINDER_AFTER_MS } from "./notification-rules.ts";
import {
  insertComeBackOffers,
  insertOnce,
  type ReminderKind,
  reminderCandidates,
  tryJobLock,
  unreadReminderCandidates,
  weeklyCandidates,
  welcomeDiscountCandidates,
} from "./schedule.queries.ts";
import { queueSpendingSummaries } from "./spending-summary.job.ts";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** How often each node runs the jobs: the windows below are far wider, so nothing falls between runs. */
export const SCHEDULE_INTERVAL_MS = 5 * 60_000;
/** The welcome offer's mail goes when this much of it is left ("your 25% ends in an hour")… */
export const WELCOME_REMINDER_LEFT_MS = HOUR_MS;
/** …and not once less than this is left: by then the mail would arrive too late to be of use. */
export const WELCOME_REMINDER_MIN_LEFT_MS = 20 * 60_000;
/** A paying member away this long gets the come-back offer, at most once a calendar month (UTC). */
export const COME_BACK_AFTER_MS = 30 * DAY_MS;
export const COME_BACK_PERCENTAGE = 20;
/** The come-back code is valid this long after it is made. */
export const COME_BACK_VALID_MS = 7 * DAY_MS;
/** Each account reminder, this long after signup, once. */
export const REMINDER_AFTER_MS: Record<ReminderKind, number> = {
  confirm_email: DAY_MS,
  add_photo: 2 * DAY_MS,
  finish_profile: 3 * DAY_MS,
};
/**
 * A reminder belongs to the member's first days: past this window after its time it is not made at all
 * (so the first run after a deploy does not mail years-old accounts about their photo).
 */
export const REMINDER_WINDOW_MS = 7 * DAY_MS;
const WEEK_MS = 7 * DAY_MS;

/** The ISO 8601 week of a moment (UTC), e.g. `2026-W48`: weeks start on Monday, week 1 holds 4 January. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** `2026-11`: the calendar month (UTC) of a moment. */
const month = (date: Date) => date.toISOString().slice(0, 7);
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

type Job = (db: Db, now: Date) => Promise<number>;

/** The jobs by name; each answers how many rows it queued. */
export const SCHEDULED_JOBS = {
  unread_message_reminders: (db, now) =>
    insertOnce(db, unreadReminderCandidates(before(now, UNREAD_REMINDER_AFTER_MS)), now),

  welcome_discount: (db, now) => {
    const validMs = WELCOME_DISCOUNT.validSeconds * 1000;
    return insertOnce(
      db,
      welcomeDiscountCandidates({
        signedUpBy: before(now, validMs - WELCOME_REMINDER_LEFT_MS),
        signedUpAfter: before(now, validMs - WELCOME_REMINDER_MIN_LEFT_MS),
        validSeconds: WELCOME_DISCOUNT.validSeconds,
      }),
      now,
    );
  },

  come_back: (db, now) =>
    insertComeBackOffers(db, {
      inactiveSince: before(now, COME_BACK_AFTER_MS),
      dedupeKey: `promo:come_back:${month(now)}`,
      percentage: COME_BACK_PERCENTAGE,
      expiresAt: new Date(now.getTime() + COME_BACK_VALID_MS),
      now,
    }),

  weekly_updates: (db, now) =>
    insertOnce(db, weeklyCandidates(`weekly:${isoWeek(now)}`, before(now, WEEK_MS), now), now),

  reminders: async (db, now) => {
    let queued = 0;
    for (const [kind, afterMs] of Object.entries(REMINDER_AFTER_MS) as [ReminderKind, number][]) {
      const due = before(now, afterMs);
      queued += await insertOnce(db, reminderCandidates(kind, due, before(due, REMINDER_WINDOW_MS)), now);
    }
    return queued;
  },

  spending_summary: (db, now) => queueSpendingSummaries(db, now),
} satisfies Record<string, Job>;

export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;

/**
 * Runs one job in a transaction holding its advisory lock. Answers the rows it queued, or null when
 * another node held the lock (it is running the job at this moment: this node leaves it to that one).
 */
export function runScheduledJob(db: Db, name: ScheduledJobName, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, name))) return null;
    return SCHEDULED_JOBS[name](tx, now);
  });
}

/** The slice of pino (app.log) the scheduler writes to. */
export interface SchedulerLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface NotificationSchedulerOptions {
  db: Db;
  log: SchedulerLog;
  /** The clock (tests move it; production reads the time). */
  now?: () => Date;
  intervalMs?: number;
}

export interface NotificationScheduler {
  /** Runs every job once now (a run under way is awaited first); answers each job's queued rows. */
  runOnce(): Promise<Partial<Record<ScheduledJobName, number | null>>>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs now and then every `intervalMs`, one run at a time on this node. A failing job is logged
 * and the next still runs; the next round tries it again.
 */
export function startNotificationScheduler(options: NotificationSchedulerOptions): NotificationScheduler {
  const { db, log, now = () => new Date(), intervalMs = SCHEDULE_INTERVAL_MS } = options;
  let running: Promise<Partial<Record<ScheduledJobName, number | null>>> | undefined;
  let isStopped = false;

  async function runAll() {
    const counts: Partial<Record<ScheduledJobName, number | null>> = {};
    for (const name of Object.keys(SCHEDULED_JOBS) as ScheduledJobName[]) {
      if (isStopped) break;
      try {
        counts[name] = await runScheduledJob(db, name, now());
        if (counts[name]) log.info({ job: name, queued: counts[name] }, "scheduled notifications queued");
      } catch (error) {
        log.error({ err: error, job: name }, "scheduled notification job failed; the next round tries again");
      }
    }
    return counts;
  }

  async function runOnce() {
    while (running) await running;
    running = runAll().finally(() => {
      running = undefined;
    });
    return running;
  }

  const tick = () => {
    if (!running && !isStopped) void runOnce();
  };
  const timer = setInterval(tick, intervalMs);
  // The HTTP server keeps the process alive; the timer alone must not (tests, scripts).
  timer.unref();
  setImmediate(tick);

  return {
    runOnce,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
