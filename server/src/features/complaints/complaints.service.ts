/**
 * The public complaints form (spec §2, issue 16): checks what a visitor or member sent, files it in the back
 * office's complaints queue through moderation's service and mails the complainant a receipt with its
 * reference, in one transaction.
 */
import {
  COMPLAINT_NAME_MAX,
  type ComplaintRequest,
  complaintDescriptionIssue,
} from "@amora/contract/complaints";
import { emailIssue, normaliseEmail } from "@amora/contract/field-rules";
import { isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
import type { User } from "@amora/contract/user";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.ts";
import { renderMail } from "../../lib/mail/templates/render-mail.ts";
import { isConversationOf } from "../chat/chat.service.ts";
import { createComplaint } from "../moderation/moderation.service.ts";
import { siteVisibility, viewProfile } from "../profiles/profiles.service.ts";
import type { Site } from "../sites/sites.service.ts";

export interface ComplaintContext {
  db: Db;
  site: Site;
  /** The logged-in member, or null for a visitor. */
  member: User | null;
  /** A visitor's interface language (a member's is their own). */
  language: SupportedLocale;
  /** The site's origin, where the receipt's button leads. */
  origin: string;
}

type Issue = { field: string; code: string };

/** That the profile exists and the complainant may see it here (a profile that blocked them still counts). */
async function profileIssue(ctx: ComplaintContext, profileId: number): Promise<Issue | null> {
  const viewer = ctx.member && { profileId: ctx.member.profile.id, paidUser: ctx.member.paid_user };
  try {
    await viewProfile(
      ctx.db,
      profileId,
      viewer,
      siteVisibility(ctx.site),
      ctx.site.countries,
      ctx.site.hiddenProfileIds,
    );
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === "BLOCKED_BY_MEMBER") return null;
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      return { field: "profile_id", code: "profile_not_found" };
    }
    throw error;
  }
}

async function complaintIssues(ctx: ComplaintContext, input: ComplaintRequest): Promise<Issue[]> {
  const issues: Issue[] = [];
  const description = complaintDescriptionIssue(input.description);
  if (description) issues.push({ field: "description", code: description });
  if (!ctx.member) {
    const email = normaliseEmail(input.email ?? "");
    if (email === "") issues.push({ field: "email", code: "required" });
    else {
      const issue = emailIssue(email);
      if (issue) issues.push({ field: "email", code: issue });
    }
  }
  const name = input.name?.trim() ?? "";
  if (!ctx.member && name === "") issues.push({ field: "name", code: "required" });
  if ([...name].length > COMPLAINT_NAME_MAX) issues.push({ field: "name", code: "name_too_long" });
  if (input.conversation_id !== undefined) {
    const own = ctx.member && (await isConversationOf(ctx.db, ctx.member.profile.id, input.conversation_id));
    if (!own) issues.push({ field: "conversation_id", code: "conversation_not_yours" });
  }
  if (input.profile_id !== undefined) {
    const issue = await profileIssue(ctx, input.profile_id);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** Files the complaint, queues its receipt and answers its reference. */
export async function fileComplaint(ctx: ComplaintContext, input: ComplaintRequest): Promise<string> {
  const issues = await complaintIssues(ctx, input);
  if (issues.length > 0) throw invalidFields(issues);
  const member = ctx.member;
  const language = member && isSupportedLocale(member.language) ? member.language : ctx.language;
  const email = member ? member.email : normaliseEmail(input.email ?? "");
  const name = input.name?.trim() || member?.profile.name || "";
  return ctx.db.transaction(async (tx) => {
    const { reference } = await createComplaint(tx, {
      siteId: ctx.site.id,
      userId: member?.id ?? null,
      email,
      name,
      category: input.category,
      description: input.description.trim(),
      language,
      profileId: input.profile_id ?? null,
      conversationId: input.conversation_id ?? null,
    });
    const mail = renderMail("complaint_receipt", {
      site: ctx.site,
      language,
      name,
      link: `${ctx.origin}/`,
      reference,
    });
    await enqueueMail(tx, { siteId: ctx.site.id, to: email, kind: "complaint_receipt", ...mail });
    return reference;
  });
}
