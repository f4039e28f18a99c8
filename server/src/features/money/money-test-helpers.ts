/** Helpers for the money tests: a member who bought a bundle through the sandbox, and what they spend. */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { creditLedger, payments, users } from "../../db/schema.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { staffCall } from "../staff/staff-test-helpers.ts";

export type Buyer = Awaited<ReturnType<typeof signUpOk>>;

function memberCall(
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  cookie: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, host: "amora.test", cookie },
    ...(payload ? { payload } : {}),
  });
}

/** A form post as the sandbox's pages make it. */
export function sandboxForm(app: FastifyInstance, path: string, fields: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: path,
    headers: { host: "amora.test", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * A member in NL who ordered the bundle at `bundleIndex` (2: 150 credits for €39.95) with iDEAL; paid on the
 * sandbox's checkout unless `pay` is false. Answers the member and the payment's row.
 */
export async function boughtBundle(
  app: FastifyInstance,
  options: { bundleIndex?: number; pay?: boolean } = {},
) {
  const buyer = await signUpOk(app, { country: "NL", region: "NH", city: "Amsterdam" });
  await app.db.update(users).set({ status: "active" }).where(eq(users.id, buyer.user.id));
  const offer = await memberCall(app, "GET", "/api/credits.php", buyer.cookie);
  const bundle = offer.json().bundles[options.bundleIndex ?? 2];
  const started = await memberCall(app, "POST", "/api/payment.php", buyer.cookie, {
    bundle: bundle.id,
    method: "ideal",
  });
  if (started.statusCode !== 200) throw new Error(`payment not started: ${started.body}`);
  const publicId: string = started.json().payment.id;
  const [row] = await app.db.select().from(payments).where(eq(payments.publicId, publicId));
  if (!row?.providerPaymentId) throw new Error("payment without provider id");
  if (options.pay !== false) {
    const paid = await sandboxForm(app, "/api/sandbox/checkout.php", {
      id: row.providerPaymentId,
      outcome: "paid",
    });
    if (paid.statusCode !== 303) throw new Error(`sandbox checkout: ${paid.statusCode} ${paid.body}`);
  }
  const [after] = await app.db.select().from(payments).where(eq(payments.id, row.id));
  if (!after) throw new Error("payment vanished");
  return { buyer, payment: after, providerId: row.providerPaymentId };
}

/** The member spends credits as the chat would: balance and ledger together. */
export async function spend(app: FastifyInstance, userId: number, credits: number) {
  await app.db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} - ${credits}` })
      .where(eq(users.id, userId))
      .returning({ credits: users.credits });
    await tx
      .insert(creditLedger)
      .values({ userId, delta: -credits, reason: "message", balanceAfter: account?.credits ?? 0 });
  });
}

export function refundCall(
  app: FastifyInstance,
  cookie: string,
  publicId: string,
  body: { amount_cents: number; reason?: string; client_key?: string; override_window?: boolean },
) {
  return staffCall(app, "POST", `/api/admin/payments/${publicId}/refund`, {
    cookie,
    payload: { reason: "Member asked within the period", client_key: randomUUID(), ...body },
  });
}
