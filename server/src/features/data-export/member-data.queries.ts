/**
 * What the database holds about one member, table by table, for their data export (issue 17). Other
 * profiles appear only as what their public profile shows (id and name): never their e-mail, account,
 * location beyond the profile, or their conversations with anyone else.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  blocks,
  complaints,
  conversations,
  creditLedger,
  dataExports,
  discountCodes,
  likes,
  matches,
  memberLogins,
  memberReports,
  memberTotp,
  messages,
  passes,
  payments,
  photos,
  profiles,
  pushSubscriptions,
  realPersonQuestions,
  sessions,
  spendingLimits,
  swipes,
  termsAcceptances,
  users,
} from "../../db/schema.ts";

const other = alias(profiles, "other");
/** Another member as their profile shows them to everyone. */
const otherProfile = { id: other.id, name: other.name };

export async function selectAccountAndProfile(db: Db, userId: number) {
  const [row] = await db
    // Of two-step sign-in only since when it is on: never the secret nor the recovery codes.
    .select({ user: users, profile: profiles, twoStepSince: memberTotp.enabledAt })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .leftJoin(memberTotp, eq(memberTotp.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export function selectPhotos(db: Db, profileId: number) {
  return db
    .select({
      id: photos.id,
      filename: photos.filename,
      position: photos.position,
      moderation: photos.moderation,
      rejectReason: photos.rejectReason,
      createdAt: photos.createdAt,
    })
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(asc(photos.position), asc(photos.id));
}

/** Every message of every conversation the member is in, oldest first, with the other side's public name. */
export function selectMessages(db: Db, profileId: number) {
  const otherId = sql<number>`case when ${conversations.lowProfileId} = ${profileId} then ${conversations.highProfileId} else ${conversations.lowProfileId} end`;
  return db
    .select({
      conversationId: conversations.id,
      conversationStartedAt: conversations.createdAt,
      other: otherProfile,
      fromMe: sql<boolean>`${messages.senderProfileId} = ${profileId}`,
      kind: messages.kind,
      text: messages.text,
      gift: messages.gift,
      hasPhoto: sql<boolean>`${messages.photoFilename} is not null`,
      credits: messages.credits,
      sentAt: messages.createdAt,
    })
    .from(conversations)
    .innerJoin(other, eq(other.id, otherId))
    .leftJoin(messages, eq(messages.conversationId, conversations.id))
    .where(or(eq(conversations.lowProfileId, profileId), eq(conversations.highProfileId, profileId)))
    .orderBy(asc(conversations.id), asc(messages.id));
}

export function selectLikesGiven(db: Db, profileId: number) {
  return db
    .select({ profile: otherProfile, source: likes.source, at: likes.createdAt })
    .from(likes)
    .innerJoin(other, eq(other.id, likes.likedProfileId))
    .where(eq(likes.likerProfileId, profileId))
    .orderBy(asc(likes.createdAt));
}

export function selectLikesReceived(db: Db, profileId: number) {
  return db
    .select({ profile: otherProfile, at: likes.createdAt })
    .from(likes)
    .innerJoin(other, eq(other.id, likes.likerProfileId))
    .where(eq(likes.likedProfileId, profileId))
    .orderBy(asc(likes.createdAt));
}

export function selectMatches(db: Db, profileId: number) {
  const otherId = sql<number>`case when ${matches.lowProfileId} = ${profileId} then ${matches.highProfileId} else ${matches.lowProfileId} end`;
  return db
    .select({ profile: otherProfile, at: matches.createdAt })
    .from(matches)
    .innerJoin(other, eq(other.id, otherId))
    .where(or(eq(matches.lowProfileId, profileId), eq(matches.highProfileId, profileId)))
    .orderBy(asc(matches.createdAt));
}

export function selectPasses(db: Db, profileId: number) {
  return db
    .select({ profile: otherProfile, at: passes.createdAt })
    .from(passes)
    .innerJoin(other, eq(other.id, passes.passedProfileId))
    .where(eq(passes.profileId, profileId))
    .orderBy(asc(passes.createdAt));
}

export function selectSwipes(db: Db, profileId: number) {
  return db
    .select({ profile: otherProfile, liked: swipes.liked, at: swipes.createdAt, undoneAt: swipes.undoneAt })
    .from(swipes)
    .innerJoin(other, eq(other.id, swipes.targetProfileId))
    .where(eq(swipes.profileId, profileId))
    .orderBy(asc(swipes.id));
}

export function selectBlocks(db: Db, profileId: number) {
  return db
    .select({ profile: otherProfile, at: blocks.createdAt })
    .from(blocks)
    .innerJoin(other, eq(other.id, blocks.blockedProfileId))
    .where(eq(blocks.blockerProfileId, profileId))
    .orderBy(asc(blocks.createdAt));
}

/** The "is this a real person?" questions the member asked, and the answer each got. */
export function selectRealPersonQuestions(db: Db, userId: number) {
  return db
    .select({ profile: otherProfile, answer: realPersonQuestions.kind, at: realPersonQuestions.createdAt })
    .from(realPersonQuestions)
    .innerJoin(other, eq(other.id, realPersonQuestions.profileId))
    .where(eq(realPersonQuestions.userId, userId))
    .orderBy(asc(realPersonQuestions.createdAt));
}

/** The reports the member filed, with their outcome as the reporter sees it (not the statement of reasons). */
export function selectReportsFiled(db: Db, userId: number) {
  return db
    .select({
      profile: otherProfile,
      reason: memberReports.reason,
      details: memberReports.details,
      blocked: memberReports.blocked,
      status: memberReports.status,
      createdAt: memberReports.createdAt,
      decidedAt: memberReports.decidedAt,
    })
    .from(memberReports)
    .innerJoin(other, eq(other.id, memberReports.reportedProfileId))
    .where(eq(memberReports.reporterUserId, userId))
    .orderBy(asc(memberReports.createdAt));
}

/** The decisions taken about the member on reports, with their reasons and appeal; never who reported. */
export function selectDecisionsAbout(db: Db, profileId: number) {
  return db
    .select({
      action: memberReports.action,
      statement: memberReports.statement,
      decidedAt: memberReports.decidedAt,
      appealText: memberReports.appealText,
      appealedAt: memberReports.appealedAt,
      appealOutcome: memberReports.appealOutcome,
      appealStatement: memberReports.appealStatement,
      appealDecidedAt: memberReports.appealDecidedAt,
    })
    .from(memberReports)
    .where(and(eq(memberReports.reportedProfileId, profileId), eq(memberReports.status, "actioned")))
    .orderBy(asc(memberReports.decidedAt));
}

/** The member's spending limits (in cents) and a raise waiting for its 24 hours, if any. */
export function selectSpendingLimits(db: Db, userId: number) {
  return db
    .select({
      currency: spendingLimits.currency,
      dailyCents: spendingLimits.dailyCents,
      weeklyCents: spendingLimits.weeklyCents,
      monthlyCents: spendingLimits.monthlyCents,
      pendingDailyCents: spendingLimits.pendingDailyCents,
      pendingWeeklyCents: spendingLimits.pendingWeeklyCents,
      pendingMonthlyCents: spendingLimits.pendingMonthlyCents,
      pendingEffectiveAt: spendingLimits.pendingEffectiveAt,
      updatedAt: spendingLimits.updatedAt,
    })
    .from(spendingLimits)
    .where(eq(spendingLimits.userId, userId));
}

export function selectPayments(db: Db, userId: number) {
  return db
    .select({
      id: payments.publicId,
      credits: payments.credits,
      amountCents: payments.amountCents,
      currency: payments.currency,
      discountCode: payments.discountCode,
      discountCents: payments.discountCents,
      method: payments.method,
      country: payments.country,
      provider: payments.provider,
      status: payments.status,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
}

/** The ledger without the member of staff behind a change (their identity is the company's, not the member's). */
export function selectLedger(db: Db, userId: number) {
  return db
    .select({
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      note: creditLedger.note,
      balanceAfter: creditLedger.balanceAfter,
      at: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
}

/** Discount codes made for this member alone (e.g. the delete_discount offer they took). */
export function selectPersonalDiscountCodes(db: Db, userId: number) {
  return db
    .select({
      code: discountCodes.code,
      percentage: discountCodes.percentage,
      expiresAt: discountCodes.expiresAt,
      createdAt: discountCodes.createdAt,
    })
    .from(discountCodes)
    .where(eq(discountCodes.userId, userId))
    .orderBy(asc(discountCodes.createdAt));
}

export function selectTermsAcceptances(db: Db, userId: number) {
  return db
    .select({
      version: termsAcceptances.version,
      acceptedAt: termsAcceptances.acceptedAt,
      ip: termsAcceptances.ip,
      language: termsAcceptances.language,
    })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(asc(termsAcceptances.acceptedAt));
}

/** Push devices, without their endpoint and keys: secrets that would let anyone push to the device. */
export function selectPushDevices(db: Db, userId: number) {
  return db
    .select({
      userAgent: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** The member's complaints, by their account or, sent logged out, by their address on this site. */
export function selectComplaints(db: Db, user: { id: number; siteId: number; email: string }) {
  return db
    .select({
      reference: complaints.reference,
      category: complaints.category,
      description: complaints.description,
      status: complaints.status,
      reply: complaints.reply,
      createdAt: complaints.createdAt,
      repliedAt: complaints.repliedAt,
    })
    .from(complaints)
    .where(
      or(
        eq(complaints.userId, user.id),
        and(eq(complaints.siteId, user.siteId), sql`lower(${complaints.email}) = lower(${user.email})`),
      ),
    )
    .orderBy(asc(complaints.createdAt));
}

export function selectLogins(db: Db, userId: number) {
  return db
    .select({ at: memberLogins.at, ip: memberLogins.ip, userAgent: memberLogins.userAgent })
    .from(memberLogins)
    .where(eq(memberLogins.userId, userId))
    .orderBy(asc(memberLogins.at));
}

export function selectSessions(db: Db, userId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

export function selectExportRequests(db: Db, userId: number) {
  return db
    .select({ createdAt: dataExports.createdAt, readyAt: dataExports.readyAt, status: dataExports.status })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(asc(dataExports.createdAt));
}
