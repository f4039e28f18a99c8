/**
 * SEPA direct debit (spec §2 /directdebit, §3, §5, §8): the member gives account holder, IBAN (checksum
 * checked), address and phone and consents; we send a code by SMS; the right code starts a direct-debit
 * payment with the provider. Rules (decision 014):
 * - blocked: after a direct debit of the member bounced (failed at the bank), no more direct debits
 *   ('Your account is blocked for direct debit payments.');
 * - limit: at most €150 (or the same number of units in another currency) of direct debits per 30 days,
 *   counting those still being collected, and at most 2 being collected at once
 *   ('Limit for direct debit reached.').
 */
import { randomBytes } from "node:crypto";
import type { DirectDebitRequest } from "@amora/contract/payments";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { isSepaIban, normaliseIban } from "../../lib/iban.ts";
import { checkOtp, newOtp, OTP_MAX_ATTEMPTS } from "../../lib/otp.ts";
import type { PaymentProvider } from "../../lib/payments/payment-provider.ts";
import { maskPhone, normaliseMobilePhone } from "../../lib/sms/phone.ts";
import type { SmsSender } from "../../lib/sms/sms-sender.ts";
import type { Site } from "../sites/sites.service.ts";
import { assertWithinSpendingLimits } from "../spending-limits/spending-limits.service.ts";
import {
  countAttempt,
  insertDirectDebitRequest,
  linkRequestPayment,
  selectDirectDebitBlock,
  selectDirectDebitUsage,
  selectOwnRequest,
  spendCode,
} from "./direct-debit.queries.ts";
import {
  assertMethodOffered,
  type Buyer,
  type PaymentUrls,
  priceOrder,
  startPayment,
} from "./payments.service.ts";

export const DIRECT_DEBIT_LIMIT_CENTS = 15_000;
export const DIRECT_DEBIT_WINDOW_DAYS = 30;
export const DIRECT_DEBIT_MAX_OPEN = 2;

async function assertAllowed(db: Db, buyer: Buyer, amountCents: number, now: Date) {
  if (await selectDirectDebitBlock(db, buyer.userId)) {
    throw new AppError(403, "DIRECT_DEBIT_BLOCKED", "Your account is blocked for direct debit payments.");
  }
  const since = new Date(now.getTime() - DIRECT_DEBIT_WINDOW_DAYS * 86_400_000);
  const usage = await selectDirectDebitUsage(db, buyer.userId, since);
  if (usage.total + amountCents > DIRECT_DEBIT_LIMIT_CENTS || usage.open >= DIRECT_DEBIT_MAX_OPEN) {
    throw new AppError(403, "DIRECT_DEBIT_LIMIT", "Limit for direct debit reached.");
  }
}

/** Checks the form and the rules, stores the order and texts the code; answers the request id. */
export async function requestDirectDebit(
  db: Db,
  sms: SmsSender,
  provider: PaymentProvider,
  site: Site,
  buyer: Buyer,
  form: DirectDebitRequest,
  otpSecret: string,
  now = new Date(),
) {
  const iban = normaliseIban(form.iban);
  const phone = normaliseMobilePhone(form.phone, buyer.country);
  const issues = [
    ...(iban && isSepaIban(iban) ? [] : [{ field: "iban", code: "iban_invalid" }]),
    ...(phone ? [] : [{ field: "phone", code: "phone_invalid" }]),
  ];
  if (issues.length > 0) throw invalidFields(issues);
  const order = await priceOrder(
    db,
    site,
    buyer,
    { bundle: form.bundle, method: "sdd", discount_code: form.discount_code },
    now,
  );
  await assertMethodOffered(provider, buyer, "sdd", { cents: order.amount, currency: order.currency });
  await assertAllowed(db, buyer, order.amount, now);
  // Early, so no code is texted for an order the limits refuse; confirming checks again under the lock.
  await assertWithinSpendingLimits(db, buyer.userId, { cents: order.amount, currency: order.currency }, now);
  const otp = newOtp(otpSecret, now);
  const publicId = randomBytes(16).toString("base64url");
  await insertDirectDebitRequest(db, {
    publicId,
    userId: buyer.userId,
    bundleId: order.bundle.id,
    discountCode: order.code?.code ?? null,
    accountHolder: form.account_holder,
    iban: iban ?? "",
    street: form.street,
    houseNumber: form.house_number,
    postcode: form.postcode,
    city: form.city,
    phone: phone ?? "",
    otpHash: otp.hash,
    otpExpiresAt: otp.expiresAt,
  });
  await sms.send({
    to: phone ?? "",
    text: `${site.name}: your code is ${otp.code}. It confirms your direct debit and is valid for 10 minutes.`,
  });
  return { request: publicId, phone_hint: maskPhone(phone ?? "") };
}

function tooManyAttempts(): AppError {
  return new AppError(429, "OTP_TOO_MANY_ATTEMPTS", "Too many wrong codes. Ask for a new one.");
}

/** The right code starts the payment (once); every try, right or wrong, counts against the five. */
export async function confirmDirectDebit(
  db: Db,
  provider: PaymentProvider,
  site: Site,
  buyer: Buyer,
  input: { request: string; code: string },
  urls: PaymentUrls,
  otpSecret: string,
  now = new Date(),
) {
  const request = await selectOwnRequest(db, buyer.userId, input.request);
  if (!request || request.paymentId !== null || !request.otpHash || !request.otpExpiresAt) {
    throw new AppError(404, "NOT_FOUND", "This direct-debit request does not exist.");
  }
  if (!(now.getTime() < request.otpExpiresAt.getTime())) {
    throw new AppError(400, "OTP_EXPIRED", "This code has expired. Ask for a new one.");
  }
  // The try is counted before the code is compared: the sixth finds none left, whatever code it carries.
  const attempts = await countAttempt(db, request.id, OTP_MAX_ATTEMPTS);
  if (attempts === undefined) throw tooManyAttempts();
  const result = checkOtp(
    { hash: request.otpHash, expiresAt: request.otpExpiresAt, attempts: attempts - 1 },
    input.code,
    now,
    otpSecret,
  );
  if (result === "expired")
    throw new AppError(400, "OTP_EXPIRED", "This code has expired. Ask for a new one.");
  if (result === "too_many_attempts") throw tooManyAttempts();
  if (result === "invalid") throw new AppError(400, "OTP_INVALID", "Code invalid");
  // The code is spent before the payment starts: a second confirm with it finds nothing.
  if (!(await spendCode(db, request.id)))
    throw new AppError(404, "NOT_FOUND", "This direct-debit request does not exist.");
  const started = await startPayment(
    db,
    provider,
    site,
    buyer,
    { bundle: request.bundleId, method: "sdd", discount_code: request.discountCode ?? undefined },
    urls,
    undefined,
    { accountHolder: request.accountHolder, iban: request.iban },
  );
  await linkRequestPayment(db, request.id, started.row.id);
  return started;
}
