/**
 * The decision mail's signed appeal link (issue 17): it shows the decision and takes its one appeal without
 * a session, so a banned member can appeal; a wrong, tampered, expired, another site's or another member's
 * token is refused, and the appeal is the logged-in one (once, decided by another moderator).
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberReports, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, lastMail, nextIp } from "../accounts/accounts-test-helpers.ts";
import { signAppealToken } from "./appeal-link.ts";
import { decide, decideAppeal, fileReport, moderator, reportScene } from "./reports-test-helpers.ts";

let app: FastifyInstance;
let mod: { id: number; cookie: string };
let otherMod: { id: number; cookie: string };
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  mod = await moderator(app);
  otherMod = await moderator(app);
});
afterAll(() => app.close());

const STATEMENT = "Asking members for money is against the rules of this site.";
const APPEAL = "I never asked anyone for money, read the whole conversation.";
const DAY = 86_400_000;

const url = (token: string) => `/api/report-appeal-link.php?token=${encodeURIComponent(token)}`;
const show = (token: string) =>
  app.inject({ method: "GET", url: url(token), headers: { ...CLIENT, "x-forwarded-for": nextIp() } });
const appealWith = (payload: object) =>
  app.inject({
    method: "POST",
    url: "/api/report-appeal-link.php",
    headers: { ...CLIENT, "x-forwarded-for": nextIp() },
    payload,
  });

/** The token of the appeal link in the member's last mail. */
async function mailedToken(email: string): Promise<string> {
  const mail = await lastMail(app, email);
  const match = /\/appeal\?token=([\w.%-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no appeal link in ${mail.kind}: ${mail.text}`);
  expect(mail.html).toContain(`/appeal?token=${match[1]}`);
  return decodeURIComponent(match[1]);
}

/** A member banned after a report: their decision mail's token. */
async function banned() {
  const { reporter, reported } = await reportScene(app);
  const id = await fileReport(app, reporter, reported);
  const response = await decide(app, mod.cookie, id, { action: "ban", statement: STATEMENT });
  expect(response.statusCode, response.body).toBe(200);
  return { reporter, reported, id, token: await mailedToken(reported.email) };
}

const siteOf = async (userId: number) =>
  (await app.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, userId)))[0]?.siteId ?? 0;

describe("the appeal link of a decision mail", () => {
  it("shows the decision and takes the one appeal of a banned member, without a session", async () => {
    const { reported, id, token } = await banned();
    const [user] = await app.db.select().from(users).where(eq(users.id, reported.id));
    expect(user?.bannedAt).not.toBeNull();
    const mail = await lastMail(app, reported.email);
    expect(mail.text).toContain("within 6 months, even if you cannot log in");

    const shown = await show(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers["set-cookie"]).toBeUndefined();
    expect(shown.json().decision).toMatchObject({
      id,
      action: "ban",
      statement: STATEMENT,
      can_appeal: true,
      appeal: null,
    });

    const appealed = await appealWith({ token, text: `  ${APPEAL}  ` });
    expect(appealed.statusCode, appealed.body).toBe(200);
    expect(appealed.headers["set-cookie"]).toBeUndefined();
    expect(appealed.json().decision).toMatchObject({ can_appeal: false, appeal: { text: APPEAL } });

    const second = await appealWith({ token, text: "Please look at it once more." });
    expect([second.statusCode, second.json().code]).toEqual([409, "APPEAL_NOT_POSSIBLE"]);
    const [row] = await app.db.select().from(memberReports).where(eq(memberReports.id, id));
    expect(row?.appealText).toBe(APPEAL);
  });

  it("leads to the appeal's decision, by another moderator, whose mail links to the decision again", async () => {
    const { reported, id, token } = await banned();
    expect((await appealWith({ token, text: APPEAL })).statusCode).toBe(200);
    const same = await decideAppeal(app, mod.cookie, id, { outcome: "reversed", statement: STATEMENT });
    expect([same.statusCode, same.json().code]).toEqual([403, "APPEAL_SAME_MODERATOR"]);
    const decided = await decideAppeal(app, otherMod.cookie, id, {
      outcome: "reversed",
      statement: "The conversation shows no request for money.",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const shown = await show(await mailedToken(reported.email));
    expect(shown.json().decision.appeal).toMatchObject({ outcome: "reversed" });
  });

  it("works for a warned member who can log in, in French for a French member", async () => {
    const { reporter, reported } = await reportScene(app);
    await app.db.update(users).set({ language: "fr" }).where(eq(users.id, reported.id));
    const id = await fileReport(app, reporter, reported);
    await decide(app, mod.cookie, id, { action: "warn", statement: STATEMENT });
    const mail = await lastMail(app, reported.email);
    expect(mail.text).toContain("Voir la décision et la contester");
    expect(mail.text).toContain("dans les 6 mois");
    const token = await mailedToken(reported.email);
    expect((await show(token)).json().decision).toMatchObject({ id, action: "warn" });
  });

  it("refuses a wrong, tampered, expired or another site's token", async () => {
    const { reported, id, token } = await banned();
    const siteId = await siteOf(reported.id);
    const claim = { siteId, reportId: id, profileId: reported.profileId };
    const parts = token.split(".");
    const tampered = [parts[0], String(id + 1), ...parts.slice(2)].join(".");
    const prolonged = [...parts.slice(0, 3), String(Number(parts[3]) + 1), parts[4]].join(".");
    const expired = await signAppealToken(app.db, claim, Date.now() - 185 * DAY);
    const otherSite = await signAppealToken(app.db, { ...claim, siteId: siteId + 1 });
    for (const bad of ["nonsense", tampered, prolonged, expired, otherSite, `${token}x`]) {
      const shown = await show(bad);
      expect([shown.statusCode, shown.json().code], bad).toEqual([400, "LINK_INVALID"]);
      const appealed = await appealWith({ token: bad, text: APPEAL });
      expect([appealed.statusCode, appealed.json().code], bad).toEqual([400, "LINK_INVALID"]);
    }
    // Still a good link: nothing was appealed.
    expect((await show(token)).json().decision.can_appeal).toBe(true);
  });

  it("refuses another member's report, an open or dismissed one, and bad input", async () => {
    const { reporter, reported, id } = await banned();
    const siteId = await siteOf(reported.id);
    // A token for the reporter naming the banned member's report: it is not a decision about the reporter.
    const othersReport = await signAppealToken(app.db, {
      siteId,
      reportId: id,
      profileId: reporter.profileId,
    });
    expect((await show(othersReport)).statusCode).toBe(400);
    expect((await appealWith({ token: othersReport, text: APPEAL })).statusCode).toBe(404);
    const open = await fileReport(app, reporter, reported);
    const openToken = await signAppealToken(app.db, {
      siteId,
      reportId: open,
      profileId: reported.profileId,
    });
    expect((await show(openToken)).statusCode).toBe(400);
    expect((await appealWith({ token: openToken, text: APPEAL })).statusCode).toBe(404);
    await decide(app, mod.cookie, open, { action: "dismiss", statement: "Nothing against the rules." });
    expect((await appealWith({ token: openToken, text: APPEAL })).statusCode).toBe(404);

    const token = await signAppealToken(app.db, { siteId, reportId: id, profileId: reported.profileId });
    for (const payload of [
      { token, text: "too short" },
      { token, text: "x".repeat(2001) },
      { token, text: 42 },
      { token: 42, text: APPEAL },
      { text: APPEAL },
      { token },
      { token: "x".repeat(201), text: APPEAL },
    ]) {
      expect((await appealWith(payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect((await app.inject({ method: "GET", url: "/api/report-appeal-link.php" })).statusCode).toBe(400);
    expect((await show(token)).json().decision.can_appeal).toBe(true);
  });
});
