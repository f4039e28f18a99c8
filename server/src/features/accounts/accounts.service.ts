/** Joining and logging in (spec §4, §5, §8): signup with the spec's rules, login with lockouts, the current user. */
import type { SignupRequest, User } from "@amora/contract/accounts";
import { formatLocale, isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import type { Site } from "../sites/sites.service.ts";
import { isInReactivationWindow, issueActivation } from "./account-links.service.ts";
import type { AccountContext } from "./account-mailer.ts";
import {
  dateOfBirthIssue,
  emailIssue,
  locationIssues,
  nameIssue,
  normaliseEmail,
  passwordIssue,
} from "./account-rules.ts";
import {
  claimAccountAttempt,
  claimLoginAttempt,
  insertMemberLogin,
  insertProfileAndUser,
  isProfileActive,
  type MemberRef,
  releaseLoginAttempt,
  selectMemberRef,
  selectUser,
  selectUserByEmail,
  selectUserView,
  settleAccountSuccess,
  type UserRow,
  updateProfile,
  updateUser,
} from "./accounts.queries.ts";
import { queueSecurityMail } from "./security-mails.ts";
import { currentTermsVersion } from "./terms.service.ts";
import { beginTwoStep, isTwoStepEnabled, passTwoStep } from "./two-step.service.ts";
import { toUser } from "./user-view.ts";

/** Five wrong passwords lock the account for a quarter of an hour: long enough to stop guessing, short for its owner. */
export const ACCOUNT_LOCK = { failures: 5, minutes: 15 } as const;
/** Past this many failures from one address in the window, that address may not try at all. */
export const IP_LOCK = { failures: 20, minutes: 15 } as const;

function sexualityOf(gender: "male" | "female", seeking: "male" | "female" | "both") {
  if (seeking === "both") return "bi" as const;
  if (seeking === gender) return gender === "male" ? ("gay" as const) : ("lesbian" as const);
  return "hetero" as const;
}

/** Spec §4: signups are open to all, only with a traffic source, or closed (invite only). */
export type { UserRow };

export function isSignupOpen(site: Site, network: string | undefined): boolean {
  if (site.signups === "all") return true;
  return site.signups === "with_trafficsource" && Boolean(network);
}

/** The account behind a session as stored, deleted or not and of whichever site: the caller decides. */
export function loadStoredAccount(db: Db, userId: number): Promise<UserRow | undefined> {
  return selectUser(db, userId);
}

export async function loadUser(db: Db, site: Site, userId: number): Promise<User | null> {
  const view = await selectUserView(db, userId);
  if (!view || view.user.siteId !== site.id || view.user.deletedAt) return null;
  return toUser(view, site);
}

export type { MemberRef };

/**
 * The member's profile id and whether they paid, or undefined when the account is gone (deleted, or of
 * another site): for calls that act as the member but show nothing of the account (`member.account`).
 */
export function loadMemberRef(db: Db, siteId: number, userId: number): Promise<MemberRef | undefined> {
  return selectMemberRef(db, siteId, userId);
}

/** The member's own row on a site, or null when the account is gone (deleted, or of another site). */
export async function loadAccount(db: Db, siteId: number, userId: number): Promise<UserRow | null> {
  const user = await selectUser(db, userId);
  return user && !user.deletedAt && user.siteId === siteId ? user : null;
}

async function signupIssues(ctx: AccountContext, input: SignupRequest, email: string) {
  const issues: { field: string; code: string }[] = [];
  const push = (field: string, code: string | null) => code && issues.push({ field, code });
  push("email", emailIssue(email));
  push("name", nameIssue(input.name.normalize("NFC"), email));
  push("password", passwordIssue(input.password));
  push("date_of_birth", dateOfBirthIssue(input.date_of_birth, ctx.site.minAge));
  issues.push(...locationIssues(input, ctx.site.countries));
  if (input.special_category_consent !== true) push("special_category_consent", "consent_required");
  if (!issues.some((i) => i.field === "email")) {
    const existing = await selectUserByEmail(ctx.db, ctx.site.id, email);
    if (existing) push("email", existing.deletedAt ? "email_deleted_pending" : "email_taken");
  }
  return issues;
}

export async function signUp(
  ctx: AccountContext,
  input: SignupRequest,
  language: SupportedLocale,
  ip: string,
): Promise<UserRow> {
  if (!isSignupOpen(ctx.site, input.tracking?.network)) {
    throw new AppError(403, "SIGNUP_CLOSED", "Signing up is by invitation only.");
  }
  const email = normaliseEmail(input.email);
  const issues = await signupIssues(ctx, input, email);
  if (issues.length > 0) throw invalidFields(issues);
  if (input.signup_profile_id !== undefined && !(await isProfileActive(ctx.db, input.signup_profile_id))) {
    // The first message has nobody to go to; say so rather than drop it.
    throw new AppError(404, "NOT_FOUND", "The profile this message is for does not exist (any more).");
  }

  const passwordHash = await hashPassword(input.password);
  const acceptedAt = new Date();
  const user = await insertProfileAndUser(
    ctx.db,
    {
      name: input.name.normalize("NFC"),
      gender: input.gender,
      sexuality: sexualityOf(input.gender, input.seeking),
      dateOfBirth: input.date_of_birth.trim(),
      country: input.country,
      region: input.region,
      city: input.city.normalize("NFC"),
    },
    {
      siteId: ctx.site.id,
      email,
      passwordHash,
      seeking: input.seeking,
      language,
      credits: ctx.site.signupCredits,
      tracking: Object.fromEntries(Object.entries(input.tracking ?? {}).filter(([, v]) => v)),
      specialCategoryConsentAt: acceptedAt,
      signupProfileId: input.signup_message ? (input.signup_profile_id ?? null) : null,
      signupMessage: input.signup_profile_id ? (input.signup_message ?? null) : null,
    },
    { version: await currentTermsVersion(ctx.db, ctx.site.id), acceptedAt, ip, language },
  ).catch((error: unknown) => {
    // Two signups with one address at the same moment: the unique index decides, the loser hears why.
    if (
      String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
      "23505"
    ) {
      throw invalidFields([{ field: "email", code: "email_taken" }]);
    }
    throw error;
  });
  await issueActivation(ctx, user);
  return user;
}

/**
 * Logs in. Every try is counted before its password is checked, never after: the address claims a try
 * (at most IP_LOCK.failures in the window) and the account claims one (at most ACCOUNT_LOCK.failures before
 * it locks), each atomically, so parallel guesses cannot all read one stale count. A try refused by either
 * limit answers at once, without hashing. The claims of a right password are taken back.
 */
export async function logIn(
  ctx: AccountContext,
  input: { email: string; password: string },
  ip: string,
  userAgent?: string,
): Promise<{ user: UserRow; twoStep?: { token: string; expires_in: number } }> {
  const now = new Date();
  const email = normaliseEmail(input.email);
  const ipClaim = await claimLoginAttempt(
    ctx.db,
    ip,
    email,
    new Date(now.getTime() - IP_LOCK.minutes * 60_000),
    IP_LOCK.failures,
  );
  if (ipClaim === null) {
    throw ipLimited();
  }
  const user = await selectUserByEmail(ctx.db, ctx.site.id, email);
  if (!user) {
    await verifyPassword(input.password, await decoyPasswordHash());
    throw loginFailed();
  }
  const attempt = await claimAccountAttempt(ctx.db, user.id, ACCOUNT_LOCK.failures, now);
  if (attempt === null) {
    // Refused by the account's lock: no password was tried, so the address is not charged for it.
    await releaseLoginAttempt(ctx.db, ipClaim);
    throw await lockedNow(ctx.db, user.id);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    if (attempt < ACCOUNT_LOCK.failures) throw loginFailed();
    // This was the last allowed try: lock, and the count starts afresh when the lock ends.
    await updateUser(ctx.db, user.id, {
      failedLogins: 0,
      lockedUntil: new Date(Date.now() + ACCOUNT_LOCK.minutes * 60_000),
    });
    throw lockedError(ACCOUNT_LOCK.minutes * 60_000);
  }
  await releaseLoginAttempt(ctx.db, ipClaim);
  if (user.deletedAt) {
    // The right password is no failure, even on a deleted account.
    await updateUser(ctx.db, user.id, { failedLogins: 0 });
    if (isInReactivationWindow(user.deletedAt)) {
      throw new AppError(403, "ACCOUNT_DELETED_PENDING", "This account was deleted and can be reactivated.");
    }
    throw loginFailed();
  }
  await refuseSanctioned(ctx, user, now);
  if (!(await settleAccountSuccess(ctx.db, user.id, new Date()))) throw await lockedNow(ctx.db, user.id);
  // Two-step sign-in: the right password gives no session yet, only the code step's token (decision 052).
  if (await isTwoStepEnabled(ctx.db, user.id)) return { user, twoStep: await beginTwoStep(ctx.db, user.id) };
  await insertMemberLogin(ctx.db, { userId: user.id, ip, userAgent: userAgent?.slice(0, 300) ?? null });
  return { user };
}

/**
 * The login's code step. Each try is claimed on the client address as a failed login is (IP_LOCK, shared
 * by every node through the database) and on the pending sign-in (five); the right code takes the address's
 * claim back. A member deleted or sanctioned since the password step is refused as at the password.
 */
export async function logInSecondStep(
  ctx: AccountContext,
  input: { token: string; code: string },
  ip: string,
  userAgent?: string,
): Promise<UserRow> {
  const since = new Date(Date.now() - IP_LOCK.minutes * 60_000);
  const ipClaim = await claimLoginAttempt(ctx.db, ip, "two-step", since, IP_LOCK.failures);
  if (ipClaim === null) {
    throw ipLimited();
  }
  const userId = await passTwoStep(ctx.db, input.token, input.code, async (lockedId) => {
    const locked = await loadAccount(ctx.db, ctx.site.id, lockedId);
    if (locked) await queueSecurityMail(ctx, locked, "two_step_locked");
  });
  await releaseLoginAttempt(ctx.db, ipClaim);
  const user = await loadAccount(ctx.db, ctx.site.id, userId);
  if (!user) throw loginFailed();
  await refuseSanctioned(ctx, user, new Date());
  await insertMemberLogin(ctx.db, { userId: user.id, ip, userAgent: userAgent?.slice(0, 300) ?? null });
  return user;
}

/**
 * A banned or suspended member is refused once the password proved who they are (only they hear why), in
 * the spec §8 style: "You're blocked…" with the reason staff gave and, for a suspension, until when in their
 * language and time zone. A suspension that has run out is cleared here, and the profile shown again
 * unless staff hid it (decision 037).
 */
async function refuseSanctioned(
  { db, site }: { db: Db; site: { domainLanguage: string } },
  user: UserRow,
  now: Date,
): Promise<void> {
  const reason = user.sanctionReason ?? "";
  if (user.bannedAt) {
    throw new AppError(403, "ACCOUNT_BANNED", `You're blocked: ${reason}`, { params: { reason } });
  }
  if (!user.suspendedUntil) return;
  if (user.suspendedUntil > now) {
    const until = formatUntil(user.suspendedUntil, user, site.domainLanguage);
    throw new AppError(403, "ACCOUNT_SUSPENDED", `You're blocked until ${until}: ${reason}`, {
      params: { until, reason },
    });
  }
  await updateUser(db, user.id, { suspendedUntil: null, sanctionReason: null });
  if (!user.hiddenByStaffAt) await updateProfile(db, user.profileId, { status: "active" });
}

/**
 * When a suspension ends (or a sign-in happened), as the member reads it: their language with the site's
 * region (formatLocale), their time zone.
 */
export function formatUntil(
  until: Date,
  { language, timeZone }: { language: string; timeZone: string },
  domainLanguage: string,
): string {
  const locale = formatLocale(isSupportedLocale(language) ? language : "en", domainLanguage);
  const options = { dateStyle: "long", timeStyle: "short" } as const;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(until);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(until);
  }
}

function ipLimited(): AppError {
  return new AppError(429, "RATE_LIMITED", "Too many failed logins from this address.", {
    params: { minutes: IP_LOCK.minutes },
  });
}

function loginFailed(): AppError {
  return new AppError(401, "LOGIN_FAILED", "Login failed, please try again.");
}

/** The lock error with the minutes left; a lock about to be set by a running try counts as a full one. */
async function lockedNow(db: Db, userId: number): Promise<AppError> {
  const lockedUntil = (await selectUser(db, userId))?.lockedUntil;
  const remaining = lockedUntil ? lockedUntil.getTime() - Date.now() : 0;
  return lockedError(remaining > 0 ? remaining : ACCOUNT_LOCK.minutes * 60_000);
}

function lockedError(remainingMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new AppError(
    423,
    "ACCOUNT_LOCKED",
    `Too many incorrect attempts, account blocked for ${minutes} min.`,
    {
      params: { minutes },
    },
  );
}

export { publicOrigin } from "./request-origin.ts";
