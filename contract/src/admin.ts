/**
 * The back office (issue 15): staff accounts apart from members, their roles, the second factor and the
 * audit log. Calls live under /api/admin/; the staff session cookie is not the members' (a member cookie
 * never opens the back office, and a staff cookie is no member session).
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./field-limits.ts";

export const STAFF_SESSION_COOKIE = "staff_sid";
export const ADMIN_API = "/api/admin";
export const ADMIN_PATH = "/admin";

export const STAFF_ROLES = ["admin", "moderator", "operator", "support", "finance"] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** A staff session is ended after this long without a call (short: the back office can ban and refund). */
export const STAFF_IDLE_TIMEOUT_MS = 15 * 60_000;
/** Dangerous actions ask for the password or a TOTP code again when the last check is older than this. */
export const STAFF_REAUTH_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;

export const StaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleSchema),
  language: z.enum(["en", "fr"]),
  /** Set once the second factor is enrolled; a staff member without it can only finish the setup. */
  totp_enabled: z.boolean(),
});
export type Staff = z.infer<typeof StaffSchema>;

/** GET /api/admin/me: the staff member of this session (fully signed in), or null. */
export const StaffResponseSchema = z.object({ staff: StaffSchema.nullable() });

/** POST /api/admin/login: step 1, the password. Answers that the second factor is needed next. */
export const StaffLoginRequestSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
});
export const StaffLoginResponseSchema = z.object({ next: z.enum(["totp", "setup"]) });

/** POST /api/admin/login/totp: step 2, a 6-digit TOTP code or one of the recovery codes. */
export const StaffTotpRequestSchema = z.object({
  code: z.string().trim().min(6).max(32),
});

/** GET /api/admin/setup?token=: what the one-time setup link is for, and the TOTP secret to enrol. */
export const StaffSetupInfoSchema = z.object({
  email: z.string(),
  /** The otpauth:// URI for the authenticator app (shown as a QR code) and its secret in base32. */
  otpauth_uri: z.string(),
  secret: z.string(),
});

/** POST /api/admin/setup: set the password and confirm the authenticator with a first code. */
export const StaffSetupRequestSchema = z.object({
  token: z.string().min(20).max(200),
  name: z.string().trim().min(1).max(80),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  code: z.string().trim().length(6),
});
/** The recovery codes, shown once. */
export const StaffSetupResponseSchema = z.object({
  staff: StaffSchema,
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});

/** POST /api/admin/reauth: the password or a TOTP code again, before a dangerous action. */
export const StaffReauthRequestSchema = z.object({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH + 1)
    .optional(),
  code: z.string().trim().max(32).optional(),
});

/** One line of the audit log: who, with which roles, did what to what, before and after, when, from where. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  roles: z.array(StaffRoleSchema),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The query of a back-office list (every list is paged, searchable and sortable): the search text, one of
 * the list's own sort keys, the order and the page. Filters of a list are added with `.extend(...)`.
 */
export function listQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaultSort: Sort[number],
  defaultOrder: SortOrder = "desc",
) {
  return z.object({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sorts).default(defaultSort as never),
    order: z.enum(SORT_ORDERS).default(defaultOrder),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  });
}

/** One page of a back-office list: its items, how many match in all, the page and its size. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

/** GET /api/admin/audit-log: newest first, paged, searchable by action, staff e-mail or target. */
export const AuditLogQuerySchema = listQuerySchema(["at", "action", "staff"], "at");
export const AUDIT_PAGE_SIZE = 50;
export const AuditLogResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
