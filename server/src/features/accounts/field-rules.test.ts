/**
 * The shared table of field values against the real endpoints: signup for the account's fields, direct debit
 * for the IBAN and the phone, a chat message for its length. The web's form schemas get the same table
 * (web/src/test/field-rules-table.test.ts) and must give the same verdicts.
 */
import { randomUUID } from "node:crypto";
import { utcDay } from "@amora/contract/field-rules";
import {
  type FieldCase,
  fieldCases,
  TABLE_MESSAGE_LENGTH,
  TABLE_MIN_AGE,
  TABLE_PHONE_COUNTRY,
} from "@amora/contract/field-rules.table";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, nextIp, signUpOk, validSignup } from "./accounts-test-helpers.ts";

let app: FastifyInstance;
type Member = Awaited<ReturnType<typeof signUpOk>>;
let anna: Member;
let ben: Member;
let bundle: number;

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  await app.db
    .update(sites)
    .set({ minAge: TABLE_MIN_AGE, messageLength: TABLE_MESSAGE_LENGTH })
    .where(eq(sites.domain, "amora.test"));
  anna = await signUpOk(app);
  ben = await signUpOk(app);
  await app.db.update(users).set({ status: "active", credits: 1_000 }).where(eq(users.id, anna.user.id));
  await app.db.update(users).set({ status: "active" }).where(eq(users.id, ben.user.id));
  bundle = (await call("GET", "/api/credits.php", anna)).json().bundles[0].id;
});
afterAll(() => app.close());

/** A confirmed member of the table's country (the Netherlands), whose numbers read as its national ones. */
async function buyer(): Promise<Member> {
  const created = await signUpOk(app, { country: TABLE_PHONE_COUNTRY, region: "NH", city: "Amsterdam" });
  await app.db.update(users).set({ status: "active" }).where(eq(users.id, created.user.id));
  return created;
}

function call(method: "GET" | "POST", url: string, who: Member | null, payload?: object) {
  return app.inject({
    method,
    url,
    headers: {
      ...CLIENT,
      host: "amora.test",
      "x-forwarded-for": nextIp(),
      ...(who && { cookie: who.cookie }),
    },
    ...(payload && { payload }),
  });
}

interface Verdict {
  refused: boolean;
  code: string | null;
}

function issueAt(response: LightMyRequestResponse, path: string): string | null {
  if (response.statusCode !== 400 || response.json().code !== "VALIDATION_FAILED") return null;
  const issues: { path: string; code: string }[] = response.json().issues ?? [];
  return issues.find((issue) => issue.path === path)?.code ?? null;
}

/**
 * The server's verdict on one value. Each request carries another field that is surely wrong (a region the
 * country lacks, a bad IBAN or phone), so a good value is never acted on: the answer names only the bad one.
 */
async function serverVerdict(test: FieldCase): Promise<Verdict> {
  let code: string | null;
  if (test.field === "iban" || test.field === "phone") {
    const form = {
      bundle,
      account_holder: "Anna de Vries",
      street: "Herengracht",
      house_number: "12a",
      postcode: "1015 BS",
      city: "Amsterdam",
      consent: true,
      ...(test.field === "iban" ? { phone: "06 1234" } : { iban: "NL91ABNA0417164301" }),
      [test.field]: test.value,
    };
    // Direct debit allows a member a few requests an hour: each value gets a new member.
    const response = await call("POST", "/api/directdebit.php", await buyer(), form);
    code = issueAt(response, `body.${test.field}`);
  } else if (test.field === "message") {
    const response = await call("POST", "/api/chat.php", anna, {
      profile: ben.user.profile.id,
      text: test.value,
      client_id: randomUUID(),
    });
    code = response.json().code === "MESSAGE_TOO_LONG" ? "MESSAGE_TOO_LONG" : issueAt(response, "body.text");
    if (code === null) expect(response.statusCode, response.body).toBe(200);
  } else {
    const response = await call("POST", "/api/signup.php", null, {
      ...validSignup({ region: "XX" }),
      [test.field]: test.value,
    });
    code = issueAt(response, `body.${test.field}`);
    // The request reached the rules (the region's issue is there) unless its shape was refused first.
    if (!test.shape) expect(issueAt(response, "body.region"), response.body).toBe("region_invalid");
  }
  return { refused: code !== null, code };
}

describe("the field rules on the server", () => {
  const cases = fieldCases(utcDay(new Date()));

  it.each(cases.map((test) => [`${test.field}: ${test.about}`, test] as const))("%s", async (_, test) => {
    const verdict = await serverVerdict(test);
    expect(verdict.refused).toBe(test.issue !== null);
    // A value the request's shape refuses gets the schema's code (too_big, invalid_type), not the rule's.
    if (!test.shape) expect(verdict.code).toBe(test.issue);
  });
});
