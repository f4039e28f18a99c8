/**
 * Signing in to the back office: the password, then a TOTP code (or a recovery code), the one-time setup
 * link that sets the password and enrols the authenticator, and re-authentication before dangerous
 * actions. Every try, right or wrong, writes an audit line; wrong ones count towards the account's lock.
 */
import { RECOVERY_CODE_COUNT, STAFF_REAUTH_MS, type Staff, type StaffRole } from "@amora/contract/admin";
import { normaliseEmail, passwordIssue } from "@amora/contract/field-rules";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { hashRecoveryCode, newRecoveryCodes, secondFactorKind } from "../../lib/recovery-codes.ts";
import { hashSecretToken } from "../../lib/secret-tokens.ts";
import { matchTotp, otpauthUri } from "../../lib/totp.ts";
import { type AuditActor, audit } from "./audit.service.ts";
import {
  acceptTotpStep,
  claimStaffAttempt,
  deleteStaffSession,
  releaseStaffAttempt,
  replaceRecoveryCodes,
  type StaffRow,
  selectSetupStaff,
  selectStaff,
  selectStaffByEmail,
  spendRecoveryCode,
  updateStaff,
  updateStaffSession,
  useSetupToken,
} from "./staff.queries.ts";
import { clearStaffCookie, createStaffSession, setStaffCookie } from "./staff-sessions.ts";

/** Five wrong passwords or codes lock a staff account for a quarter of an hour, as a member's (spec §8). */
export const STAFF_LOCK = { failures: 5, minutes: 15 } as const;
/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = "Amora back office";

export function toStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles as StaffRole[],
    language: row.language === "fr" ? "fr" : "en",
    totp_enabled: row.totpEnabledAt !== null,
  };
}

function actorOf(row: StaffRow | undefined, email: string): AuditActor {
  return { id: row?.id ?? null, email: row?.email ?? email, roles: row?.roles ?? [] };
}

function loginFailed(): AppError {
  return new AppError(401, "LOGIN_FAILED", "Login failed, please try again.");
}

function totpInvalid(status = 401): AppError {
  return new AppError(status, "STAFF_TOTP_INVALID", "That code is wrong, expired or already used.");
}

function lockedError(row: StaffRow | { lockedUntil: Date | null }): AppError {
  const remaining = row.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  const minutes = Math.max(1, Math.ceil((remaining > 0 ? remaining : STAFF_LOCK.minutes * 60_000) / 60_000));
  return new AppError(
    423,
    "ACCOUNT_LOCKED",
    `Too many incorrect attempts, account blocked for ${minutes} min.`,
    {
      params: { minutes },
    },
  );
}

/**
 * Counts a try before it is checked (null: the account is locked, nothing is checked). `check` answers
 * whether it was right; a wrong one that reaches the limit locks the account.
 */
async function countedTry(
  db: Db,
  row: StaffRow,
  check: () => Promise<boolean>,
): Promise<"right" | "wrong" | "locked"> {
  const attempt = await claimStaffAttempt(db, row.id, new Date());
  if (attempt === null) return "locked";
  if (await check()) return "right";
  if (attempt >= STAFF_LOCK.failures) {
    await updateStaff(db, row.id, {
      failedLogins: 0,
      lockedUntil: new Date(Date.now() + STAFF_LOCK.minutes * 60_000),
    });
    return "locked";
  }
  return "wrong";
}

/**
 * A TOTP code (each step accepted once) or an unused recovery code (spent now). Says which, or null.
 */
async function checkSecondFactor(db: Db, row: StaffRow, code: string): Promise<"totp" | "recovery" | null> {
  if (secondFactorKind(code) === "totp") {
    const step = matchTotp(row.totpSecret, code);
    return step !== null && (await acceptTotpStep(db, row.id, step)) ? "totp" : null;
  }
  return (await spendRecoveryCode(db, row.id, hashRecoveryCode(code))) ? "recovery" : null;
}

/** Ten new recovery codes (50 random bits each, as `xxxxx-xxxxx`), stored hashed; the old ones are void. */
export async function issueRecoveryCodes(db: Db, staffId: number): Promise<string[]> {
  const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
  await replaceRecoveryCodes(db, staffId, codes.map(hashRecoveryCode));
  return codes;
}

/** Starts a session at `stage`, ending the caller's previous one (a new token at every step up). */
async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: number,
  stage: "password" | "full",
): Promise<void> {
  const db = request.server.db;
  if (request.staff) await deleteStaffSession(db, request.staff.idHash);
  setStaffCookie(reply, await createStaffSession(db, request, staffId, stage));
}

/** Step 1: the password. A session at its password stage, and what comes next. */
export async function staffLogIn(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
): Promise<{ next: "totp" | "setup" }> {
  const db = request.server.db;
  const email = normaliseEmail(input.email).toLowerCase().slice(0, 254);
  const row = await selectStaffByEmail(db, email);
  const fail = async (reason: string, error: AppError): Promise<never> => {
    await audit(
      request,
      {
        action: "staff.login.failed",
        targetType: "staff",
        targetId: row?.id,
        after: { step: "password", reason },
      },
      actorOf(row, email),
    );
    throw error;
  };
  if (!row?.passwordHash || row.disabledAt) {
    // As long as a real check, so the answer's timing does not tell which e-mails are staff.
    await verifyPassword(input.password, await decoyPasswordHash());
    return fail(row?.disabledAt ? "disabled" : "unknown", loginFailed());
  }
  const passwordHash = row.passwordHash;
  const outcome = await countedTry(db, row, () => verifyPassword(input.password, passwordHash));
  if (outcome === "locked") return fail("locked", lockedError((await selectStaff(db, row.id)) ?? row));
  if (outcome === "wrong") return fail("password", loginFailed());
  // The right password takes its own try back; earlier failures stay until the second step succeeds, so
  // the password alone cannot reset the count of wrong codes.
  await releaseStaffAttempt(db, row.id);
  const next = row.totpEnabledAt ? "totp" : "setup";
  await startSession(request, reply, row.id, "password");
  await audit(
    request,
    { action: "staff.login.password", targetType: "staff", targetId: row.id, after: { next } },
    actorOf(row, email),
  );
  return { next };
}

/** Step 2: a TOTP code or a recovery code; the session becomes a full one. */
export async function staffLogInSecondFactor(
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<Staff> {
  const db = request.server.db;
  const session = request.staff;
  if (!session) {
    // No password step before: nobody to count the try against, and nothing to audit but the refusal.
    throw new AppError(401, "STAFF_LOGIN_REQUIRED", "Enter your e-mail and password first.");
  }
  const row = await selectStaff(db, session.id);
  if (!row?.totpEnabledAt || row.disabledAt) {
    throw new AppError(401, "STAFF_LOGIN_REQUIRED", "Enter your e-mail and password first.");
  }
  let used: "totp" | "recovery" | null = null;
  const outcome = await countedTry(db, row, async () => {
    used = await checkSecondFactor(db, row, code);
    return used !== null;
  });
  if (outcome !== "right") {
    await audit(request, {
      action: "staff.login.failed",
      targetType: "staff",
      targetId: row.id,
      after: { step: "code", reason: outcome },
    });
    throw outcome === "locked" ? lockedError((await selectStaff(db, row.id)) ?? row) : totpInvalid();
  }
  await updateStaff(db, row.id, { failedLogins: 0, lockedUntil: null });
  await startSession(request, reply, row.id, "full");
  await audit(request, {
    action: "staff.login",
    targetType: "staff",
    targetId: row.id,
    after: { factor: used },
  });
  return toStaff(row);
}

export async function staffLogOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.staff) {
    await deleteStaffSession(request.server.db, request.staff.idHash);
    await audit(request, { action: "staff.logout", targetType: "staff", targetId: request.staff.id });
  }
  clearStaffCookie(reply);
}

/** The fully signed-in staff member of this request, or null. */
export async function currentStaff(request: FastifyRequest): Promise<Staff | null> {
  if (request.staff?.stage !== "full") return null;
  const row = await selectStaff(request.server.db, request.staff.id);
  return row ? toStaff(row) : null;
}

function setupLinkInvalid(): AppError {
  return new AppError(404, "STAFF_SETUP_LINK_INVALID", "This setup link is unknown, used or expired.");
}

/** What the setup link is for, and the authenticator's secret to enrol. */
export async function setupInfo(db: Db, token: string) {
  const row = await selectSetupStaff(db, hashSecretToken(token), new Date());
  if (!row) throw setupLinkInvalid();
  return {
    email: row.email,
    otpauth_uri: otpauthUri(row.totpSecret, row.email, TOTP_ISSUER),
    secret: row.totpSecret,
  };
}

/**
 * The setup link's one use: the name, a password by the members' rules, and a first code that proves the
 * authenticator has the secret. Answers the recovery codes (shown once) and starts a full session.
 */
export async function completeSetup(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { token: string; name: string; password: string; code: string },
): Promise<{ staff: Staff; recovery_codes: string[] }> {
  const db = request.server.db;
  const issue = passwordIssue(input.password);
  if (issue) throw invalidFields([{ field: "password", code: issue }]);
  const hash = hashSecretToken(input.token);
  const row = await selectSetupStaff(db, hash, new Date());
  if (!row) throw setupLinkInvalid();
  const step = matchTotp(row.totpSecret, input.code);
  if (step === null) {
    await audit(
      request,
      { action: "staff.setup.failed", targetType: "staff", targetId: row.id, after: { reason: "code" } },
      actorOf(row, row.email),
    );
    throw totpInvalid(400);
  }
  if (!(await useSetupToken(db, hash, new Date()))) throw setupLinkInvalid();
  const now = new Date();
  await updateStaff(db, row.id, {
    name: input.name,
    passwordHash: await hashPassword(input.password),
    totpEnabledAt: now,
    totpLastStep: step,
    failedLogins: 0,
    lockedUntil: null,
  });
  const recoveryCodes = await issueRecoveryCodes(db, row.id);
  await startSession(request, reply, row.id, "full");
  await audit(
    request,
    { action: "staff.setup", targetType: "staff", targetId: row.id, after: { name: input.name } },
    actorOf(row, row.email),
  );
  const updated = (await selectStaff(db, row.id)) ?? row;
  return { staff: toStaff(updated), recovery_codes: recoveryCodes };
}

/** The password or a TOTP code again: dangerous actions are open for STAFF_REAUTH_MS after it. */
export async function reauthenticate(
  request: FastifyRequest,
  input: { password?: string | undefined; code?: string | undefined },
): Promise<void> {
  const db = request.server.db;
  const session = request.staff;
  const row = session ? await selectStaff(db, session.id) : undefined;
  if (!session || !row) throw new AppError(401, "STAFF_LOGIN_REQUIRED", "Sign in to the back office first.");
  const { password, code } = input;
  if (!password && !code) throw invalidFields([{ field: "password", code: "required" }]);
  const outcome = await countedTry(db, row, async () =>
    password
      ? row.passwordHash !== null && verifyPassword(password, row.passwordHash)
      : secondFactorKind(code ?? "") === "totp" && (await checkSecondFactor(db, row, code ?? "")) === "totp",
  );
  if (outcome !== "right") {
    await audit(request, {
      action: "staff.reauth.failed",
      targetType: "staff",
      targetId: row.id,
      after: { reason: outcome },
    });
    if (outcome === "locked") throw lockedError((await selectStaff(db, row.id)) ?? row);
    throw password ? loginFailed() : totpInvalid();
  }
  await updateStaff(db, row.id, { failedLogins: 0 });
  await updateStaffSession(db, session.idHash, { reauthAt: new Date() });
  await audit(request, { action: "staff.reauth", targetType: "staff", targetId: row.id });
}

/**
 * For dangerous actions (bans, refunds, role changes): 403 REAUTH_REQUIRED unless the password or a code
 * was given (at login or POST /api/admin/reauth) within STAFF_REAUTH_MS.
 */
export function requireReauth(request: FastifyRequest): void {
  const at = request.staff?.reauthAt;
  if (!at || Date.now() - at.getTime() > STAFF_REAUTH_MS) {
    throw new AppError(403, "REAUTH_REQUIRED", "Confirm it is you: give your password or a code again.");
  }
}
