/**
 * The complaint form's data and checks, apart from its screen: the profile a complaint is about, pasted as a
 * link (/members/123, absolute or not) or typed as its number; the checks made before sending (the server
 * makes them again); and the request sent.
 */
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_NAME_MAX,
  type ComplaintCategory,
  type ComplaintRequest,
  complaintDescriptionIssue,
} from "@amora/contract/complaints";
import { emailIssue, normaliseEmail } from "@amora/contract/field-rules";

export interface ComplaintDraft {
  category: ComplaintCategory | "";
  description: string;
  profile: string;
  /** A conversation id, or "" for none. */
  conversation: string;
  email: string;
  name: string;
}

export type ComplaintField = "category" | "description" | "profile_id" | "conversation_id" | "email" | "name";

/** An issue: its code in the `complaints` catalogue's `issues`, with the values its text needs. */
export interface ComplaintIssue {
  code: string;
  values?: Record<string, string | number>;
}

export const PROFILE_EXAMPLE = "/members/123";
const MAX_ID = 2_147_483_647;

/** The profile id of what was pasted: undefined for nothing, null for something that is not a profile. */
export function parseProfileRef(text: string): number | undefined | null {
  const value = text.trim();
  if (value === "") return undefined;
  const digits = /^\d+$/.test(value) ? value : /\/members\/(\d+)(?:[/?#]|$)/.exec(value)?.[1];
  const id = digits === undefined ? Number.NaN : Number(digits);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

export function characterCount(text: string): number {
  return [...text.trim()].length;
}

/** The problems of the draft; empty when it may be sent. `member`: logged in (no address nor name asked). */
export function checkComplaint(
  draft: ComplaintDraft,
  member: boolean,
): Partial<Record<ComplaintField, ComplaintIssue>> {
  const issues: Partial<Record<ComplaintField, ComplaintIssue>> = {};
  if (draft.category === "") issues.category = { code: "category_required" };
  const description = complaintDescriptionIssue(draft.description);
  if (description) issues.description = descriptionIssue(description);
  if (parseProfileRef(draft.profile) === null) {
    issues.profile_id = { code: "profile_invalid", values: { example: PROFILE_EXAMPLE } };
  }
  if (!member) {
    const email = normaliseEmail(draft.email);
    if (email === "") issues.email = { code: "email_required" };
    else if (emailIssue(email)) issues.email = { code: "email_invalid" };
    if (draft.name.trim() === "") issues.name = { code: "name_required" };
  }
  if (characterCount(draft.name) > COMPLAINT_NAME_MAX) {
    issues.name = { code: "name_too_long", values: { count: COMPLAINT_NAME_MAX } };
  }
  return issues;
}

/** A server issue of a field as the form shows it: its own code for an empty field, the values its text needs. */
export function serverIssue(field: string, code: string): ComplaintIssue {
  if (code === "description_too_short" || code === "description_too_long") return descriptionIssue(code);
  if (code === "name_too_long") return { code, values: { count: COMPLAINT_NAME_MAX } };
  if (code === "required" && (field === "email" || field === "name")) return { code: `${field}_required` };
  return { code };
}

function descriptionIssue(code: "description_too_short" | "description_too_long"): ComplaintIssue {
  const count = code === "description_too_short" ? COMPLAINT_DESCRIPTION_MIN : COMPLAINT_DESCRIPTION_MAX;
  return { code, values: { count } };
}

export function toComplaintRequest(draft: ComplaintDraft, member: boolean): ComplaintRequest {
  if (draft.category === "") throw new Error("The complaint has no category.");
  const profileId = parseProfileRef(draft.profile);
  const name = draft.name.trim();
  return {
    category: draft.category,
    description: draft.description.trim(),
    ...(profileId ? { profile_id: profileId } : {}),
    ...(member && draft.conversation !== "" ? { conversation_id: Number(draft.conversation) } : {}),
    ...(member ? {} : { email: normaliseEmail(draft.email) }),
    ...(name !== "" ? { name } : {}),
  };
}
