/**
 * The demo back-office logins (README), seeded with the demo data, so in development only: an admin and
 * an operator with the demo password and a FIXED, published TOTP secret, so developers add it to an
 * authenticator once and journeys compute codes (lib/totp.ts). Never in production: the seed refuses it.
 */
import type { StaffRole } from "@amora/contract/admin";
import type { Db } from "../db/client.ts";
import { staff } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/** Published on purpose (README): anyone can compute these accounts' codes. */
export const DEMO_STAFF_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const DEMO_ADMIN_EMAIL = "admin@amora.test";
export const DEMO_OPERATOR_EMAIL = "operator@amora.test";

export async function seedDemoStaff(db: Db, now: Date): Promise<void> {
  // `npm run db:seed` may seed a staging database under NODE_ENV=production: its demo members are
  // harmless, a back office anyone can sign in to is not.
  if (process.env.NODE_ENV === "production") return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const member = (email: string, name: string, roles: StaffRole[]) => ({
    email,
    name,
    roles,
    passwordHash,
    totpSecret: DEMO_STAFF_TOTP_SECRET,
    totpEnabledAt: now,
  });
  await db
    .insert(staff)
    .values([
      member(DEMO_ADMIN_EMAIL, "Demo admin", ["admin"]),
      member(DEMO_OPERATOR_EMAIL, "Demo operator", ["operator"]),
    ])
    .onConflictDoNothing();
}
