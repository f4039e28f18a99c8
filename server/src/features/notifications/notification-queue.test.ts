import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import { sharedKey } from "../../lib/server-keys.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";
import { queueNotification } from "./notification-queue.queries.ts";
import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

let app: FastifyInstance;
let profileId: number;

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites });
  profileId = (await signUpOk(app)).user.profile.id;
});
afterAll(() => app.close());

describe("queueNotification", () => {
  it("adds a row for the member of the profile and folds later events with the same key into it", async () => {
    const first = await queueNotification(app.db, {
      profileId,
      type: "new_messages",
      dedupeKey: "conversation:1",
      payload: {},
    });
    const second = await queueNotification(app.db, {
      profileId,
      type: "new_messages",
      dedupeKey: "conversation:1",
      payload: {},
    });
    expect(first?.isNew).toBe(true);
    expect(second).toEqual({ id: first?.id, isNew: false });
    const [row] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, first?.id ?? 0));
    expect(row).toMatchObject({ count: 2, status: "pending", type: "new_messages" });
  });

  it("starts a new row once the earlier one is settled", async () => {
    const first = await queueNotification(app.db, {
      profileId,
      type: "like",
      dedupeKey: "like:9",
      payload: { match: false },
    });
    await app.db
      .update(notifications)
      .set({ status: "sent" })
      .where(eq(notifications.id, first?.id ?? 0));
    const again = await queueNotification(app.db, {
      profileId,
      type: "like",
      dedupeKey: "like:9",
      payload: { match: true },
    });
    expect(again?.isNew).toBe(true);
    expect(again?.id).not.toBe(first?.id);
  });

  it("answers null for a profile without an account (a fictional profile)", async () => {
    expect(
      await queueNotification(app.db, {
        profileId: 999_999,
        type: "news",
        dedupeKey: "news:1",
        payload: { texts: {} },
      }),
    ).toBeNull();
  });
});

describe("unsubscribe tokens and shared keys", () => {
  it("makes a key once; every later call (another node) reads the same", async () => {
    const key = await unsubscribeKey(app.db);
    expect(await sharedKey(app.db, "unsubscribe_hmac", () => "other")).toBe(key);
  });

  it("verifies its own token and refuses a changed member, type or signature", async () => {
    const key = await unsubscribeKey(app.db);
    const token = signUnsubscribeToken(key, 42, "promotions");
    expect(verifyUnsubscribeToken(key, token)).toEqual({ userId: 42, type: "promotions" });
    expect(verifyUnsubscribeToken(key, token.replace("42.", "43."))).toBeNull();
    expect(verifyUnsubscribeToken(key, token.replace("promotions", "news"))).toBeNull();
    expect(verifyUnsubscribeToken("another key", token)).toBeNull();
    expect(verifyUnsubscribeToken(key, "garbage")).toBeNull();
    expect(verifyUnsubscribeToken(key, `42.bogus_type.${token.split(".")[2]}`)).toBeNull();
  });
});
