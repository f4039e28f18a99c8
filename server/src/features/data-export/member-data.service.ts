/**
 * A member's data as their export shows it (issue 17, GDPR art. 15 and 20): one object of sections, the
 * archive's data.json, which index.html lays out. Every section is the member's own; another member appears
 * only as their public profile's id and name (member-data.queries.ts).
 */
import type { Db } from "../../db/client.ts";
import {
  selectAccountAndProfile,
  selectBlocks,
  selectComplaints,
  selectDecisionsAbout,
  selectExportRequests,
  selectLedger,
  selectLikesGiven,
  selectLikesReceived,
  selectLogins,
  selectMatches,
  selectMessages,
  selectPasses,
  selectPayments,
  selectPersonalDiscountCodes,
  selectPhotos,
  selectPushDevices,
  selectRealPersonQuestions,
  selectReportsFiled,
  selectSessions,
  selectSpendingLimits,
  selectSwipes,
  selectTermsAcceptances,
} from "./member-data.queries.ts";

/** The archive's format: a reader of data.json knows which shape it has. */
export const EXPORT_FORMAT = "amora-data-export/1";

export interface ExportPhoto {
  id: number;
  /** Where the file is inside the archive, or null when it could not be read from storage. */
  file: string | null;
  /** Where it is in the media storage (not in data.json). */
  storageKey: string;
  main: boolean;
  position: number;
  moderation: string;
  reject_reason: string | null;
  uploaded_at: Date;
}

export interface PublicProfileRef {
  id: number;
  name: string;
}

export interface ExportMessage {
  from: "me" | "them";
  kind: string;
  text: string;
  gift: string | null;
  photo: boolean;
  /** What the member paid for it; null for the other side's messages. */
  credits: number | null;
  sent_at: Date;
}

export interface ExportConversation {
  with: PublicProfileRef;
  started_at: Date;
  messages: ExportMessage[];
}

export type MemberData = Awaited<ReturnType<typeof gatherMemberData>>;

function groupConversations(rows: Awaited<ReturnType<typeof selectMessages>>): ExportConversation[] {
  const byId = new Map<number, ExportConversation>();
  for (const row of rows) {
    let conversation = byId.get(row.conversationId);
    if (!conversation) {
      conversation = { with: row.other, started_at: row.conversationStartedAt, messages: [] };
      byId.set(row.conversationId, conversation);
    }
    // A conversation without messages yet joins no message row.
    if (row.kind === null || row.sentAt === null) continue;
    conversation.messages.push({
      from: row.fromMe ? "me" : "them",
      kind: row.kind,
      text: row.text ?? "",
      gift: row.gift,
      photo: row.hasPhoto,
      credits: row.fromMe ? (row.credits ?? 0) : null,
      sent_at: row.sentAt,
    });
  }
  return [...byId.values()];
}

/** A limit in the currency's units, as the payments above; null where none is set. */
function centsToAmount(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

function photoFileName(photo: { id: number; filename: string }): string {
  const extension = /\.[a-z0-9]+$/i.exec(photo.filename)?.[0] ?? "";
  return `photos/${photo.id}${extension}`;
}

/** Null when the account is gone (purged meanwhile). */
export async function gatherMemberData(db: Db, userId: number, siteName: string) {
  const row = await selectAccountAndProfile(db, userId);
  if (!row) return null;
  const { user, profile, twoStepSince } = row;
  const photos = await selectPhotos(db, profile.id);
  return {
    format: EXPORT_FORMAT,
    generated_at: new Date(),
    site: siteName,
    account: {
      email: user.email,
      status: user.status,
      language: user.language,
      seeking: user.seeking,
      signup_date: user.signupDate,
      last_login_at: user.lastLoginAt,
      time_zone: user.timeZone,
      credits: user.credits,
      paid_member: user.paidUser,
      typing_indicators: user.typingIndicators,
      read_receipts: user.readReceipts,
      two_step_sign_in_since: twoStepSince,
      deleted_at: user.deletedAt,
      delete_reason: user.deleteReason,
      suspended_until: user.suspendedUntil,
      banned_at: user.bannedAt,
      sanction_reason: user.sanctionReason,
      direct_debit_blocked_at: user.directDebitBlockedAt,
      signup_source: user.tracking,
    },
    profile: {
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      region: profile.region,
      city: profile.city,
      about: profile.about,
      hair_colour: profile.hairColour,
      eye_colour: profile.eyeColour,
      body_type: profile.bodyType,
      relationship_status: profile.relationshipStatus,
      height_cm: profile.heightCm,
      interests: profile.interests,
      invisible: profile.isInvisible,
      visible_to_others: profile.status === "active",
      created_at: profile.createdAt,
      last_active_at: profile.lastActiveAt,
    },
    photos: photos.map(
      (photo): ExportPhoto => ({
        id: photo.id,
        file: photoFileName(photo),
        storageKey: photo.filename,
        main: photo.id === profile.mainPhotoId,
        position: photo.position,
        moderation: photo.moderation,
        reject_reason: photo.rejectReason,
        uploaded_at: photo.createdAt,
      }),
    ),
    conversations: groupConversations(await selectMessages(db, profile.id)),
    likes_given: await selectLikesGiven(db, profile.id),
    likes_received: await selectLikesReceived(db, profile.id),
    matches: await selectMatches(db, profile.id),
    passes: await selectPasses(db, profile.id),
    swipes: (await selectSwipes(db, profile.id)).map(({ undoneAt, ...swipe }) => ({
      ...swipe,
      undone_at: undoneAt,
    })),
    blocks: await selectBlocks(db, profile.id),
    payments: (await selectPayments(db, user.id)).map((payment) => ({
      id: payment.id,
      credits: payment.credits,
      amount: payment.amountCents / 100,
      currency: payment.currency,
      discount_code: payment.discountCode,
      discount: payment.discountCents / 100,
      method: payment.method,
      country: payment.country,
      provider: payment.provider,
      status: payment.status,
      created_at: payment.createdAt,
      completed_at: payment.completedAt,
    })),
    credit_ledger: (await selectLedger(db, user.id)).map(({ balanceAfter, ...entry }) => ({
      ...entry,
      balance_after: balanceAfter,
    })),
    discount_codes: (await selectPersonalDiscountCodes(db, user.id)).map((code) => ({
      code: code.code,
      percentage: code.percentage,
      expires_at: code.expiresAt,
      created_at: code.createdAt,
    })),
    consents: {
      special_category_consent_at: user.specialCategoryConsentAt,
      terms_acceptances: (await selectTermsAcceptances(db, user.id)).map((acceptance) => ({
        version: acceptance.version,
        accepted_at: acceptance.acceptedAt,
        ip: acceptance.ip,
        language: acceptance.language,
      })),
    },
    notification_settings: {
      email_off: user.emailNotificationsOff,
      push_off: user.pushNotificationsOff,
      email_digest: user.emailDigest,
      /** Why notification mail stopped (bounce, spam complaint, unsubscribe): the suppressions. */
      suppressions: user.notificationsDisabled,
      push_devices: (await selectPushDevices(db, user.id)).map((device) => ({
        user_agent: device.userAgent,
        added_at: device.createdAt,
        last_sent_at: device.lastSentAt,
      })),
    },
    complaints: (await selectComplaints(db, user)).map((complaint) => ({
      reference: complaint.reference,
      category: complaint.category,
      description: complaint.description,
      status: complaint.status,
      reply: complaint.reply,
      created_at: complaint.createdAt,
      replied_at: complaint.repliedAt,
    })),
    reports: (await selectReportsFiled(db, user.id)).map((report) => ({
      profile: report.profile,
      reason: report.reason,
      details: report.details,
      blocked: report.blocked,
      status: report.status,
      created_at: report.createdAt,
      decided_at: report.decidedAt,
    })),
    decisions_about_you: (await selectDecisionsAbout(db, profile.id)).map((decision) => ({
      action: decision.action,
      statement: decision.statement,
      decided_at: decision.decidedAt,
      appeal: decision.appealText,
      appealed_at: decision.appealedAt,
      appeal_outcome: decision.appealOutcome,
      appeal_statement: decision.appealStatement,
      appeal_decided_at: decision.appealDecidedAt,
    })),
    real_person_questions: await selectRealPersonQuestions(db, user.id),
    spending_limits: (await selectSpendingLimits(db, user.id)).map((limits) => ({
      currency: limits.currency,
      daily: centsToAmount(limits.dailyCents),
      weekly: centsToAmount(limits.weeklyCents),
      monthly: centsToAmount(limits.monthlyCents),
      pending_daily: centsToAmount(limits.pendingDailyCents),
      pending_weekly: centsToAmount(limits.pendingWeeklyCents),
      pending_monthly: centsToAmount(limits.pendingMonthlyCents),
      pending_from: limits.pendingEffectiveAt,
      changed_at: limits.updatedAt,
    })),
    logins: (await selectLogins(db, user.id)).map((login) => ({
      at: login.at,
      ip: login.ip,
      user_agent: login.userAgent,
    })),
    sessions: (await selectSessions(db, user.id)).map((session) => ({
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })),
    data_exports: (await selectExportRequests(db, user.id)).map((request) => ({
      requested_at: request.createdAt,
      ready_at: request.readyAt,
      status: request.status,
    })),
  };
}
