/**
 * Making staff accounts (npm run staff:create): the row with its roles and a new TOTP secret, and a
 * one-time setup link, valid a day, through which the new member of staff sets a password and enrols an
 * authenticator. The audit log records who was made, by the command line.
 */
import { ADMIN_PATH, STAFF_ROLES, type StaffRole } from "@amora/contract/admin";
import { emailIssue, normaliseEmail } from "@amora/contract/field-rules";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { newSecretToken } from "../../lib/secret-tokens.ts";
import { newTotpSecret } from "../../lib/totp.ts";
import { publicOrigin } from "../accounts/accounts.service.ts";
import {
  insertAuditRow,
  insertSetupToken,
  insertStaff,
  selectDefaultSiteDomain,
  selectStaffByEmail,
} from "./staff.queries.ts";
import { toStaff } from "./staff-auth.service.ts";

export const SETUP_LINK_MS = 24 * 3_600_000;

/** A refusal the command line prints as a usage error. */
export class StaffCreateError extends Error {}

type LinkConfig = Pick<Config, "publicUrl" | "env" | "port">;

/** Where setup links point: PUBLIC_URL, else the default site's origin. */
async function setupLinkOrigin(db: Db, config: LinkConfig): Promise<string> {
  const domain = config.publicUrl ? "" : await selectDefaultSiteDomain(db);
  if (domain === undefined) throw new StaffCreateError("set PUBLIC_URL or seed a default site first");
  return publicOrigin(config, { domain }, "");
}

/** A new setup link for a member of staff: its URL (the token is only ever in it). */
export async function issueSetupLink(db: Db, config: LinkConfig, staffId: number): Promise<string> {
  const origin = await setupLinkOrigin(db, config);
  const { token, hash } = newSecretToken();
  await insertSetupToken(db, { hash, staffId, expiresAt: new Date(Date.now() + SETUP_LINK_MS) });
  return `${origin}${ADMIN_PATH}/setup?token=${token}`;
}

export async function createStaff(
  db: Db,
  config: LinkConfig,
  input: { email: string; roles: string[]; name?: string | undefined },
) {
  // Staff e-mails are stored lower-cased (the unique index is on lower(email) too).
  const email = normaliseEmail(input.email).toLowerCase();
  if (emailIssue(email)) throw new StaffCreateError(`not an e-mail address: ${input.email}`);
  if (input.roles.length === 0)
    throw new StaffCreateError(`give at least one --role (${STAFF_ROLES.join(", ")})`);
  const unknown = input.roles.filter((role) => !STAFF_ROLES.includes(role as StaffRole));
  if (unknown.length > 0) {
    throw new StaffCreateError(`unknown role ${unknown.join(", ")} (roles: ${STAFF_ROLES.join(", ")})`);
  }
  const roles = [...new Set(input.roles)] as StaffRole[];
  if (await selectStaffByEmail(db, email)) throw new StaffCreateError(`${email} is staff already`);
  // Before the row: a link that cannot be made must not leave a member of staff who can never sign in.
  await setupLinkOrigin(db, config);
  const row = await insertStaff(db, { email, name: input.name ?? "", roles, totpSecret: newTotpSecret() });
  // The unique index answers a create racing this one.
  if (!row) throw new StaffCreateError(`${email} is staff already`);
  const setupUrl = await issueSetupLink(db, config, row.id);
  await insertAuditRow(db, {
    action: "staff.create",
    targetType: "staff",
    targetId: String(row.id),
    after: { email, roles, name: row.name },
  });
  return { staff: toStaff(row), setupUrl };
}
