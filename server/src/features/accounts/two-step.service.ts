/**
 * Members' two-step sign-in (issue 17, decision 052): an authenticator app's code after the password, or
 * one of ten recovery codes. Turning it on, off and new recovery codes ask for the password again, as the
 * settings' other sensitive changes do. The login's second step is a pending sign-in the client holds the
 * token of: five minutes, used once, closed after five wrong codes.
 */
import { RECOVERY_CODES_ISSUED, type TwoStepSetup, type TwoStepStatus } from "@amora/contract/two-step";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { hashRecoveryCode, newRecoveryCodes, secondFactorKind } from "../../lib/recovery-codes.ts";
import { hashSecretToken, newSecretToken } from "../../lib/secret-tokens.ts";
import { matchTotp, newTotpSecret, otpauthUri } from "../../lib/totp.ts";
import type { AccountContext } from "./account-mailer.ts";
import type { UserRow } from "./accounts.queries.ts";
import { queueSecurityMail } from "./security-mails.ts";
import {
  acceptMemberTotpStep,
  claimChallengeTry,
  countUnusedRecoveryCodes,
  deleteMemberTotp,
  enableTotp,
  insertChallenge,
  isTwoStepEnabled,
  type MemberTotpRow,
  replaceMemberRecoveryCodes,
  selectMemberTotp,
  selectRecentFailures,
  spendMemberRecoveryCode,
  upsertPendingSecret,
  useChallenge,
} from "./two-step.queries.ts";

/** How long the second step waits for its code: time to open the app, short enough to be no session. */
export const TWO_STEP_TTL_SECONDS = 5 * 60;
/** Wrong codes one pending sign-in takes before it closes; the password starts a new one. */
export const TWO_STEP_MAX_FAILURES = 5;
/**
 * Wrong codes the account takes in an hour, whatever the sign-ins and addresses: someone who has the password
 * cannot go on guessing with new pending sign-ins from new addresses.
 */
export const TWO_STEP_ACCOUNT_FAILURES_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export { isTwoStepEnabled };

function codeInvalid(status = 401): AppError {
  return new AppError(status, "TWO_STEP_CODE_INVALID", "That code is wrong, expired or already used.");
}

function expired(): AppError {
  return new AppError(401, "TWO_STEP_EXPIRED", "This sign-in took too long: enter your password again.");
}

function accountLocked(): AppError {
  return new AppError(429, "TWO_STEP_LOCKED", "Too many wrong codes for this account: try again in an hour.");
}

/** Whether the account's wrong codes of the last hour have reached the limit. */
async function isAccountLocked(db: Db, userId: number, now: number): Promise<boolean> {
  const failures = await selectRecentFailures(db, userId, new Date(now - HOUR_MS));
  return failures >= TWO_STEP_ACCOUNT_FAILURES_PER_HOUR;
}

function tooManyTries(): AppError {
  return new AppError(429, "TWO_STEP_TOO_MANY_TRIES", "Too many wrong codes: enter your password again.");
}

async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw invalidFields([{ field: "password", code: "old_password_wrong" }]);
  }
}

/** An authenticator code (each 30-second step accepted once) or, when `recovery`, an unused recovery code. */
async function checkCode(db: Db, totp: MemberTotpRow, code: string, recovery: boolean): Promise<boolean> {
  const trimmed = code.trim();
  if (secondFactorKind(trimmed) === "totp") {
    const step = matchTotp(totp.secret, trimmed);
    return step !== null && acceptMemberTotpStep(db, totp.userId, step);
  }
  return recovery && spendMemberRecoveryCode(db, totp.userId, hashRecoveryCode(trimmed));
}

async function enabledTotp(db: Db, userId: number): Promise<MemberTotpRow | null> {
  const row = await selectMemberTotp(db, userId);
  return row?.enabledAt ? row : null;
}

export async function twoStepStatus(db: Db, userId: number): Promise<TwoStepStatus> {
  const enabled = (await enabledTotp(db, userId)) !== null;
  return { enabled, recovery_codes_left: enabled ? await countUnusedRecoveryCodes(db, userId) : 0 };
}

function alreadyOn(): AppError {
  return new AppError(409, "TWO_STEP_ALREADY_ON", "Two-step sign-in is on already.");
}

/** A new secret for the authenticator; nothing changes at sign-in until a code of it confirms it. */
export async function startTwoStepSetup(db: Db, user: UserRow, issuer: string): Promise<TwoStepSetup> {
  const secret = newTotpSecret();
  if (!(await upsertPendingSecret(db, user.id, secret))) throw alreadyOn();
  return { secret, otpauth_uri: otpauthUri(secret, user.email, issuer) };
}

/** The password and a current code of the new secret turn it on; answers the recovery codes, shown once. */
export async function enableTwoStep(
  ctx: AccountContext,
  user: UserRow,
  input: { password: string; code: string },
): Promise<string[]> {
  const { db } = ctx;
  await checkPassword(user, input.password);
  const row = await selectMemberTotp(db, user.id);
  if (row?.enabledAt) throw alreadyOn();
  const step = row ? matchTotp(row.secret, input.code.trim()) : null;
  if (step === null) throw codeInvalid(400);
  const codes = newRecoveryCodes(RECOVERY_CODES_ISSUED);
  if (!(await enableTotp(db, user.id, step, codes.map(hashRecoveryCode)))) throw alreadyOn();
  await queueSecurityMail(ctx, user, "two_step_on");
  return codes;
}

function notOn(): AppError {
  return new AppError(404, "NOT_FOUND", "Two-step sign-in is off.");
}

export async function renewRecoveryCodes(db: Db, user: UserRow, password: string): Promise<string[]> {
  await checkPassword(user, password);
  if (!(await enabledTotp(db, user.id))) throw notOn();
  const codes = newRecoveryCodes(RECOVERY_CODES_ISSUED);
  await replaceMemberRecoveryCodes(db, user.id, codes.map(hashRecoveryCode));
  return codes;
}

/** The password and a code (an authenticator's or a recovery code: the phone may be what was lost). */
export async function disableTwoStep(
  ctx: AccountContext,
  user: UserRow,
  input: { password: string; code: string },
): Promise<void> {
  const { db } = ctx;
  await checkPassword(user, input.password);
  const row = await enabledTotp(db, user.id);
  if (!row) throw notOn();
  if (!(await checkCode(db, row, input.code, true))) throw codeInvalid(400);
  await deleteMemberTotp(db, user.id);
  await queueSecurityMail(ctx, user, "two_step_off");
}

/** After the right password: the pending sign-in the code step finishes. */
export async function beginTwoStep(db: Db, userId: number): Promise<{ token: string; expires_in: number }> {
  const now = Date.now();
  if (await isAccountLocked(db, userId, now)) throw accountLocked();
  const { token, hash } = newSecretToken();
  await insertChallenge(
    db,
    hash,
    userId,
    new Date(now + TWO_STEP_TTL_SECONDS * 1000),
    new Date(now - HOUR_MS),
  );
  return { token, expires_in: TWO_STEP_TTL_SECONDS };
}

/**
 * The code step: counts the try on the pending sign-in before the code is checked (parallel guesses get
 * distinct numbers), then answers the member whose sign-in it finishes. The pending sign-in is used up.
 * `onAccountLocked` runs once, at the wrong code that reaches the account's hourly limit (the mail).
 */
export async function passTwoStep(
  db: Db,
  token: string,
  code: string,
  onAccountLocked: (userId: number) => Promise<void>,
): Promise<number> {
  const idHash = hashSecretToken(token);
  const claimed = await claimChallengeTry(db, idHash, TWO_STEP_MAX_FAILURES, new Date());
  if (claimed === "gone") throw expired();
  if (claimed === "locked") throw tooManyTries();
  // This try is counted already: past the account's limit it is refused unchecked (it takes no more guesses).
  const accountFailures = await selectRecentFailures(db, claimed.userId, new Date(Date.now() - HOUR_MS));
  if (accountFailures > TWO_STEP_ACCOUNT_FAILURES_PER_HOUR) throw accountLocked();
  const totp = await enabledTotp(db, claimed.userId);
  // Turned off meanwhile: the password alone signs in now, so this sign-in starts again.
  if (!totp) throw expired();
  if (!(await checkCode(db, totp, code, true))) {
    if (accountFailures === TWO_STEP_ACCOUNT_FAILURES_PER_HOUR) {
      await onAccountLocked(claimed.userId);
      throw accountLocked();
    }
    throw claimed.failures >= TWO_STEP_MAX_FAILURES ? tooManyTries() : codeInvalid();
  }
  if (!(await useChallenge(db, idHash))) throw expired();
  return claimed.userId;
}
