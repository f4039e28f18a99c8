/**
 * The monthly spending summary (decision 051) over a real database: the scheduled job queues one row per
 * member who completed a purchase in the month before, whatever the nodes and rounds; the dispatcher with
 * the real templates mails it in the member's language. Months are fixed in the past (October and November
 * 2026): the rows' own creation time is the real clock's, so a past clock never finds them stale.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, notifications, payments, sites, spendingLimits, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";
import { createDispatcher } from "./dispatcher.ts";
import { runScheduledJob, SCHEDULED_JOBS, startNotificationScheduler } from "./scheduler.ts";
import { queueSpendingSummaries } from "./spending-summary.job.ts";
import { renderNotificationMail, renderPushText } from "./templates/render-notification-mail.ts";

let app: FastifyInstance;
let siteId: number;
let origin: string;
let paymentCount = 0;

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  const [site] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, "amora.test"));
  siteId = site?.id ?? 0;
  origin = `http://amora.test:${app.config.port}`;
});
afterAll(() => app.close());

const at = (iso: string) => new Date(iso);
/** Early on the first day of November (09:00 UTC: outside quiet hours), and later that month. */
const NOVEMBER_FIRST = at("2026-11-01T09:00:00Z");
const NOVEMBER_LATE = at("2026-11-20T15:00:00Z");
const DECEMBER_FIRST = at("2026-12-01T09:00:00Z");

type Member = { id: number; email: string };

/** A confirmed member, in their language. */
async function member(values: Partial<typeof users.$inferInsert> = {}): Promise<Member> {
  const created = await signUpOk(app);
  await app.db
    .update(users)
    .set({ status: "active", ...values })
    .where(eq(users.id, created.user.id));
  return { id: created.user.id, email: created.body.email };
}

type Status = (typeof payments.$inferInsert)["status"];

async function payment(
  who: Member,
  when: string,
  cents: number,
  credits: number,
  options: { currency?: string; status?: Status } = {},
) {
  paymentCount += 1;
  const status = options.status ?? "paid";
  await app.db.insert(payments).values({
    publicId: `summary-${paymentCount}`,
    userId: who.id,
    siteId,
    credits,
    amountCents: cents,
    currency: options.currency ?? "EUR",
    method: "ideal",
    country: "NL",
    provider: "sandbox",
    providerPaymentId: `summary-${paymentCount}`,
    status,
    createdAt: at(when),
    completedAt: status === "paid" ? at(when) : null,
  });
}

function rowsOf(who: Member[]) {
  return app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.type, "spending_summary"),
        inArray(
          notifications.userId,
          who.map((m) => m.id),
        ),
      ),
    )
    .orderBy(notifications.id);
}

function mailsTo(who: Member) {
  return app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, who.email), eq(mailQueue.kind, "notification_spending_summary")));
}

const silent = { info() {}, warn() {}, error() {} };

/** The production dispatcher's renderers, on a clock of the test's. */
async function dispatchAt(now: Date) {
  await createDispatcher({
    db: app.db,
    config: app.config,
    render: renderNotificationMail,
    renderPush: (item, language, { siteName, ...options }) =>
      renderPushText(item, language, siteName, options),
    push: { send: async () => 0 },
    onMailQueued: () => {},
    log: silent,
    now: () => now,
  }).drain();
}

const job = (now: Date) => runScheduledJob(app.db, "spending_summary", now);

describe("the monthly spending summary", () => {
  it("mails October's figures once in November, in English, with the invitation to set a limit", async () => {
    const anna = await member();
    await payment(anna, "2026-09-12T10:00:00Z", 3990, 200);
    await payment(anna, "2026-10-03T10:00:00Z", 1995, 100);
    await payment(anna, "2026-10-31T23:59:59Z", 2995, 150);
    // Neither failed nor cancelled payments count, nor November's.
    await payment(anna, "2026-10-10T10:00:00Z", 9995, 500, { status: "failed" });
    await payment(anna, "2026-10-11T10:00:00Z", 9995, 500, { status: "canceled" });
    await payment(anna, "2026-11-01T00:00:01Z", 995, 50);

    expect(await job(NOVEMBER_FIRST)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf([anna])).toMatchObject([{ dedupeKey: "spending:2026-10", status: "pending" }]);
    await dispatchAt(new Date(NOVEMBER_FIRST.getTime() + 60_000));
    // Later rounds of the month find the row made: nothing new, nothing sent twice.
    await job(NOVEMBER_LATE);
    await dispatchAt(NOVEMBER_LATE);

    const mails = await mailsTo(anna);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("Your spending in October 2026");
    expect(mail?.text).toContain("Here is what you spent on Amora in October 2026.");
    expect(mail?.text).toContain("€49.90 spent\n2 purchases\n250 credits bought");
    expect(mail?.text).toContain("That is €10.00 more than in September 2026 (€39.90).");
    expect(mail?.text).toContain(
      "You have not set a spending limit. You can set one for a day, a week or 30 days at any time.\n" +
        `Set a spending limit\n${origin}/notifications#settings-limits`,
    );
    expect(mail?.text).toContain(`See my transactions\n${origin}/transactions`);
    expect(mail?.html).toContain("€49.90");
    expect(mail?.html).toContain(`href="${origin}/notifications#settings-limits"`);
    expect(mail?.html).toContain(`href="${origin}/transactions"`);
    expect(mail?.headers["List-Unsubscribe"]).toMatch(/token=\d+\.spending_summary\./);
    expect(await rowsOf([anna])).toMatchObject([{ status: "sent" }]);
  });

  it("writes French, each currency apart, and the limits in force", async () => {
    const berthe = await member({ language: "fr" });
    await payment(berthe, "2026-10-05T08:00:00Z", 995, 50);
    await payment(berthe, "2026-10-06T08:00:00Z", 1995, 100, { currency: "USD" });
    await app.db
      .insert(spendingLimits)
      .values({ userId: berthe.id, currency: "EUR", weeklyCents: 5000, monthlyCents: 20000 });

    await job(NOVEMBER_FIRST);
    await dispatchAt(new Date(NOVEMBER_FIRST.getTime() + 60_000));

    const [mail, ...more] = await mailsTo(berthe);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Vos dépenses en octobre 2026");
    expect(mail?.text).toContain("Voici ce que vous avez dépensé sur Amora en octobre 2026.");
    expect(mail?.text).toContain(
      "9,95\u00a0€ dépensés\n19,95\u00a0$US dépensés\n2 achats\n150 crédits achetés",
    );
    expect(mail?.text).toContain("Vous n’avez pas acheté de crédits en septembre 2026.");
    expect(mail?.text).toContain(
      "Vos limites de dépenses\u00a0: 50,00\u00a0€ par semaine et 200,00\u00a0€ sur 30 jours.\n" +
        `Modifier mes limites\n${origin}/notifications#settings-limits`,
    );
    expect(mail?.text).toContain(`Voir mes transactions\n${origin}/transactions`);
  });

  it("mails nobody without a completed purchase last month, and not a member who switched it off", async () => {
    const none = await member();
    const failed = await member();
    await payment(failed, "2026-10-05T08:00:00Z", 995, 50, { status: "failed" });
    await payment(failed, "2026-10-06T08:00:00Z", 995, 50, { status: "canceled" });
    await payment(failed, "2026-10-07T08:00:00Z", 995, 50, { status: "open" });
    const thisMonth = await member();
    await payment(thisMonth, "2026-11-01T06:00:00Z", 995, 50);
    const switchedOff = await member({ emailNotificationsOff: ["spending_summary"] });
    await payment(switchedOff, "2026-10-05T08:00:00Z", 995, 50);
    const bounced = await member({ notificationsDisabled: ["bounce"] });
    await payment(bounced, "2026-10-05T08:00:00Z", 995, 50);

    await job(NOVEMBER_FIRST);
    await job(NOVEMBER_LATE);
    await dispatchAt(NOVEMBER_LATE);

    for (const who of [none, failed, thisMonth, switchedOff, bounced])
      expect(await mailsTo(who)).toHaveLength(0);
    expect((await rowsOf([none, failed, thisMonth, bounced])).length).toBe(0);
    expect(await rowsOf([switchedOff])).toMatchObject([{ status: "skipped", reason: "switched_off" }]);

    // November's buyer is summed up in December.
    await job(DECEMBER_FIRST);
    expect(await rowsOf([thisMonth])).toMatchObject([{ dedupeKey: "spending:2026-11" }]);
  });

  it("catches up later in the month when no node ran at its start", async () => {
    const late = await member();
    await payment(late, "2026-10-20T08:00:00Z", 995, 50);
    await job(NOVEMBER_LATE);
    await dispatchAt(NOVEMBER_LATE);
    expect(await mailsTo(late)).toHaveLength(1);
  });

  it("queues one row per member when two nodes run at once, with or without the lock", async () => {
    const members = await Promise.all([member(), member(), member()]);
    for (const who of members) await payment(who, "2026-10-15T08:00:00Z", 1995, 100);
    const log = { info: () => {}, error: (fields: object) => expect.fail(JSON.stringify(fields)) };
    const nodes = [1, 2].map(() =>
      startNotificationScheduler({ db: app.db, log, now: () => NOVEMBER_FIRST, intervalMs: 3_600_000 }),
    );
    await Promise.all(nodes.map((node) => node.runOnce()));
    await Promise.all(nodes.map((node) => node.stop()));
    await Promise.all([
      SCHEDULED_JOBS.spending_summary(app.db, NOVEMBER_LATE),
      SCHEDULED_JOBS.spending_summary(app.db, NOVEMBER_LATE),
    ]);
    const rows = await rowsOf(members);
    // Signed up at once, the members' ids need not follow the array's order.
    expect(rows.map((row) => [row.userId, row.dedupeKey]).sort()).toEqual(
      members.map((who) => [who.id, "spending:2026-10"]).sort(),
    );
    await Promise.all([dispatchAt(NOVEMBER_LATE), dispatchAt(NOVEMBER_LATE)]);
    for (const who of members) expect(await mailsTo(who)).toHaveLength(1);
  });

  it("walks the members in batches", async () => {
    const members = await Promise.all([member(), member(), member()]);
    for (const who of members) await payment(who, "2026-08-15T08:00:00Z", 995, 50);
    expect(await queueSpendingSummaries(app.db, at("2026-09-02T09:00:00Z"), 2)).toBe(3);
    expect((await rowsOf(members)).map((row) => row.dedupeKey)).toEqual(Array(3).fill("spending:2026-08"));
  });
});
