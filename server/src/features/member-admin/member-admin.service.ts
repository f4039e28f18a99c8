/**
 * The back office's member tools (issue 15, item 5; decision 037): finding members, their record, and the
 * actions staff take with a reason. Each action answers what it changed (before, after) for the audit line
 * the route writes, and the record as it is now.
 */
import type { SortOrder } from "@amora/contract/admin";
import {
  MEMBERS_PAGE_SIZE,
  type MemberRecord,
  type MemberSort,
  type MemberState,
  RECORD_PAGE_SIZE,
  SUSPENSION_MAX_DAYS,
} from "@amora/contract/admin-members";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { InvalidationBus } from "../../lib/cache/invalidation-bus.ts";
import { forcePasswordReset, markDeleted, resendActivation } from "../accounts/account-links.service.ts";
import type { AccountContext, AccountMailer } from "../accounts/account-mailer.ts";
import { formatUntil, loadStoredAccount, type UserRow } from "../accounts/accounts.service.ts";
import { endMemberSessions } from "../accounts/sessions.ts";
import {
  adjustCredits,
  insertNote,
  type MemberProfileRow,
  type MemberUserRow,
  type SiteRow,
  selectBlocksReceived,
  selectLedgerPage,
  selectLoginsPage,
  selectMember,
  selectMemberPage,
  selectNotes,
  selectPayments,
  selectPhotos,
  selectSiteNames,
  updateSanction,
} from "./member-admin.queries.ts";
import { queueSanctionMail, type SanctionKind } from "./sanction-mail.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** How many payments and received blocks the record shows (newest first). */
const RECORD_LIST_MAX = 50;

export function stateOf(user: MemberUserRow, now = new Date()): MemberState {
  if (user.deletedAt) return "deleted";
  if (user.bannedAt) return "banned";
  if (user.suspendedUntil && user.suspendedUntil > now) return "suspended";
  return user.status;
}

export async function listMembers(
  db: Db,
  query: {
    q?: string | undefined;
    site?: number | undefined;
    status?: MemberState | undefined;
    sort: MemberSort;
    order: SortOrder;
    page: number;
  },
) {
  const now = new Date();
  const { rows, total } = await selectMemberPage(
    db,
    { ...query, limit: MEMBERS_PAGE_SIZE, offset: (query.page - 1) * MEMBERS_PAGE_SIZE },
    now,
  );
  return {
    items: rows.map(({ user, profileName, siteName }) => ({
      id: user.id,
      profile_id: user.profileId,
      email: user.email,
      name: profileName,
      site: siteName,
      state: stateOf(user, now),
      credits: user.credits,
      signup_at: user.signupDate.toISOString(),
      last_login_at: iso(user.lastLoginAt),
    })),
    total,
    page: query.page,
    page_size: MEMBERS_PAGE_SIZE,
    sites: await selectSiteNames(db),
  };
}

function notFound(): AppError {
  return new AppError(404, "NOT_FOUND", "There is no member with this id.");
}

interface Member {
  user: MemberUserRow;
  profile: MemberProfileRow;
  site: SiteRow;
}

async function loadMember(db: Db, userId: number): Promise<Member> {
  const member = await selectMember(db, userId);
  if (!member) throw notFound();
  return member;
}

export async function memberRecord(db: Db, userId: number): Promise<MemberRecord> {
  const { user, profile, site } = await loadMember(db, userId);
  const [photoRows, paymentRows, blockRows, noteRows] = await Promise.all([
    selectPhotos(db, profile.id),
    selectPayments(db, user.id, RECORD_LIST_MAX),
    selectBlocksReceived(db, profile.id, RECORD_LIST_MAX),
    selectNotes(db, user.id),
  ]);
  return {
    account: {
      id: user.id,
      email: user.email,
      site: { id: site.id, name: site.name },
      state: stateOf(user),
      status: user.status,
      language: user.language,
      signup_at: user.signupDate.toISOString(),
      last_login_at: iso(user.lastLoginAt),
      credits: user.credits,
      premium: user.paidUser,
      tracking: user.tracking,
      suspended_until: iso(user.suspendedUntil),
      banned_at: iso(user.bannedAt),
      sanction_reason: user.sanctionReason,
      hidden_by_staff: user.hiddenByStaffAt !== null,
      deleted_at: iso(user.deletedAt),
    },
    profile: {
      id: profile.id,
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      region: profile.region,
      city: profile.city,
      about: profile.about,
      status: profile.status,
      hair_colour: profile.hairColour,
      eye_colour: profile.eyeColour,
      body_type: profile.bodyType,
      relationship_status: profile.relationshipStatus,
      height_cm: profile.heightCm,
      interests: profile.interests,
      is_invisible: profile.isInvisible,
      last_active_at: profile.lastActiveAt.toISOString(),
    },
    photos: photoRows.map((photo) => ({
      id: photo.id,
      url: `${site.cdnPrefix}${photo.filename}`,
      thumb_url: `${site.cdnPrefix}${photo.thumbFilename}`,
      is_main: photo.id === profile.mainPhotoId,
      moderation: photo.moderation,
      reject_reason: photo.rejectReason,
      created_at: photo.createdAt.toISOString(),
    })),
    payments: paymentRows.map((payment) => ({
      id: payment.publicId,
      created_at: payment.createdAt.toISOString(),
      credits: payment.credits,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      method: payment.method,
      status: payment.status,
    })),
    blocks_received: blockRows.map((block) => ({
      at: block.at.toISOString(),
      by_profile_id: block.byProfileId,
      by_name: block.byName,
    })),
    notes: noteRows.map((note) => ({
      id: note.id,
      at: note.at.toISOString(),
      staff_email: note.staffEmail,
      body: note.body,
    })),
  };
}

export async function ledgerPage(db: Db, userId: number, page: number) {
  await loadMember(db, userId);
  const { rows, total } = await selectLedgerPage(db, userId, RECORD_PAGE_SIZE, (page - 1) * RECORD_PAGE_SIZE);
  return {
    items: rows.map(({ row, staffEmail }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      delta: row.delta,
      reason: row.reason,
      balance_after: row.balanceAfter,
      note: row.note,
      staff_email: staffEmail,
    })),
    total,
    page,
    page_size: RECORD_PAGE_SIZE,
  };
}

export async function loginsPage(db: Db, userId: number, page: number) {
  await loadMember(db, userId);
  const { rows, total } = await selectLoginsPage(db, userId, RECORD_PAGE_SIZE, (page - 1) * RECORD_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      ip: row.ip,
      user_agent: row.userAgent,
    })),
    total,
    page,
    page_size: RECORD_PAGE_SIZE,
  };
}

/** What an action may touch, as the audit line's before and after show it. */
function snapshot(user: MemberUserRow, profile: MemberProfileRow) {
  return {
    state: stateOf(user),
    suspended_until: iso(user.suspendedUntil),
    banned_at: iso(user.bannedAt),
    sanction_reason: user.sanctionReason,
    hidden_by_staff: user.hiddenByStaffAt !== null,
    profile_status: profile.status,
    credits: user.credits,
  };
}
export type MemberSnapshot = ReturnType<typeof snapshot>;

/** What the actions need besides the database: caches to drop, sockets to close, mail to send. */
export interface MemberActionDeps {
  db: Db;
  invalidations: InvalidationBus;
  /** Closes the member's open live sockets of ended sessions (live/notify.ts), after the change. */
  closeSockets: (profileId: number) => Promise<void>;
  mailer: AccountMailer;
  /** The origin of the member's site's mailed links. */
  originOf: (site: SiteRow) => string;
}

export interface ActionOutcome {
  before: MemberSnapshot;
  after: MemberSnapshot;
  record: MemberRecord;
}

function refuseDeleted(member: Member): void {
  if (member.user.deletedAt) {
    throw new AppError(409, "BAD_REQUEST", "This account is deleted; reactivating it is the member's.");
  }
}

/**
 * The frame of an action on a member who is not deleted: load them, note the before, `change`, and answer
 * the after with the record as it is now.
 */
async function changeMember(
  deps: MemberActionDeps,
  userId: number,
  change: (member: Member) => Promise<void>,
): Promise<ActionOutcome> {
  const member = await loadMember(deps.db, userId);
  refuseDeleted(member);
  const before = snapshot(member.user, member.profile);
  await change(member);
  const now = await loadMember(deps.db, userId);
  return { before, after: snapshot(now.user, now.profile), record: await memberRecord(deps.db, userId) };
}

/** Every session ends now, on every node, and the member's open tabs close theirs. */
async function endSessions(deps: MemberActionDeps, member: Member): Promise<void> {
  await endMemberSessions(deps.db, deps.invalidations, member.user.id);
  await deps.closeSockets(member.profile.id);
}

/** A suspension or a ban: the sanction and the hidden profile at once, sessions ended, the member mailed. */
async function sanction(
  deps: MemberActionDeps,
  member: Member,
  kind: SanctionKind,
  reason: string,
  until: Date | null,
): Promise<void> {
  await updateSanction(
    deps.db,
    { userId: member.user.id, profileId: member.profile.id },
    kind === "banned"
      ? { bannedAt: new Date(), suspendedUntil: null, sanctionReason: reason }
      : { suspendedUntil: until, sanctionReason: reason },
    "disabled",
  );
  await endSessions(deps, member);
  await queueSanctionMail(deps.db, {
    kind,
    site: member.site,
    to: member.user.email,
    name: member.profile.name,
    language: member.user.language,
    reason,
    ...(until ? { until: formatUntil(until, member.user, member.site.domainLanguage) } : {}),
  });
}

export async function suspendMember(
  deps: MemberActionDeps,
  userId: number,
  input: { until: string; reason: string },
): Promise<ActionOutcome> {
  const until = new Date(input.until);
  const now = Date.now();
  if (until.getTime() <= now || until.getTime() > now + SUSPENSION_MAX_DAYS * 86_400_000) {
    throw invalidFields([{ field: "until", code: "out_of_range" }]);
  }
  return changeMember(deps, userId, async (member) => {
    if (member.user.bannedAt) throw new AppError(409, "BAD_REQUEST", "This member is banned already.");
    await sanction(deps, member, "suspended", input.reason, until);
  });
}

export function banMember(
  deps: MemberActionDeps,
  userId: number,
  input: { reason: string },
): Promise<ActionOutcome> {
  return changeMember(deps, userId, (member) => sanction(deps, member, "banned", input.reason, null));
}

/** Lifts a suspension or a ban: the member may log in again, the profile shows unless staff hid it. */
export function liftSanction(deps: MemberActionDeps, userId: number): Promise<ActionOutcome> {
  return changeMember(deps, userId, async (member) => {
    const state = stateOf(member.user);
    if (state !== "suspended" && state !== "banned") {
      throw new AppError(409, "BAD_REQUEST", "This member is neither suspended nor banned.");
    }
    await updateSanction(
      deps.db,
      { userId, profileId: member.profile.id },
      { bannedAt: null, suspendedUntil: null, sanctionReason: null },
      member.user.hiddenByStaffAt ? "disabled" : "active",
    );
  });
}

/** Hides the profile from everyone (or shows it again); the account itself goes on working. */
export function setHidden(deps: MemberActionDeps, userId: number, hidden: boolean): Promise<ActionOutcome> {
  return changeMember(deps, userId, async (member) => {
    const state = stateOf(member.user);
    const sanctioned = state === "banned" || state === "suspended";
    await updateSanction(
      deps.db,
      { userId, profileId: member.profile.id },
      { hiddenByStaffAt: hidden ? (member.user.hiddenByStaffAt ?? new Date()) : null },
      hidden || sanctioned ? "disabled" : "active",
    );
  });
}

export async function adjustMemberCredits(
  deps: MemberActionDeps,
  userId: number,
  staffId: number,
  input: { delta: number; reason: string },
): Promise<ActionOutcome> {
  const member = await loadMember(deps.db, userId);
  const result = await adjustCredits(deps.db, { userId, delta: input.delta, staffId, note: input.reason });
  if (!result) throw notFound();
  if (result.refused) {
    throw new AppError(
      409,
      "CREDITS_BELOW_ZERO",
      `This would take the balance below 0: the balance is ${result.balance}.`,
      { params: { credits: result.balance } },
    );
  }
  const now = await loadMember(deps.db, userId);
  return {
    // The balance the lock saw, which a concurrent adjustment may have moved since this request read it.
    before: { ...snapshot(member.user, member.profile), credits: result.balance - input.delta },
    after: { ...snapshot(now.user, now.profile), credits: result.balance },
    record: await memberRecord(deps.db, userId),
  };
}

/** An action of the accounts feature on the member's own row, with the context of the member's site. */
function accountAction(
  deps: MemberActionDeps,
  userId: number,
  act: (ctx: AccountContext, user: UserRow, member: Member) => Promise<void>,
): Promise<ActionOutcome> {
  return changeMember(deps, userId, async (member) => {
    const user = await loadStoredAccount(deps.db, member.user.id);
    if (!user) throw notFound();
    const origin = deps.originOf(member.site);
    // The account's mails read the site's settings, never the profiles it hides (decision 036).
    const site = { ...member.site, hiddenProfileIds: [] };
    await act({ db: deps.db, site, mailer: deps.mailer, origin }, user, member);
  });
}

export function resendActivationMail(deps: MemberActionDeps, userId: number): Promise<ActionOutcome> {
  return accountAction(deps, userId, (ctx, user) => resendActivation(ctx, user));
}

export function forceReset(deps: MemberActionDeps, userId: number): Promise<ActionOutcome> {
  return accountAction(deps, userId, async (ctx, user, member) => {
    await forcePasswordReset(ctx, deps.invalidations, user);
    await deps.closeSockets(member.profile.id);
  });
}

export function deleteMember(deps: MemberActionDeps, userId: number, reason: string): Promise<ActionOutcome> {
  return accountAction(deps, userId, async (ctx, user, member) => {
    await markDeleted(ctx, deps.invalidations, user, `staff: ${reason}`);
    await deps.closeSockets(member.profile.id);
  });
}

export async function addNote(db: Db, userId: number, staffId: number, body: string) {
  await loadMember(db, userId);
  await insertNote(db, { userId, staffId, body });
  return memberRecord(db, userId);
}
