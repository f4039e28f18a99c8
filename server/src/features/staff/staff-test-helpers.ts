/** Helpers for the back-office tests: staff made straight in the database, sessions, and calls. */
import { STAFF_SESSION_COOKIE, type StaffRole } from "@amora/contract/admin";
import { desc } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { auditLog, staff, staffSessions } from "../../db/schema.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { newSecretToken } from "../../lib/secret-tokens.ts";
import { newTotpSecret } from "../../lib/totp.ts";
import { CLIENT, nextIp } from "../accounts/accounts-test-helpers.ts";

export const STAFF_PASSWORD = "staff-secret-1";
let counter = 0;
/** One hash for every test member of staff: hashing costs a fifth of a second. */
let passwordHash: Promise<string> | undefined;

export interface TestStaff {
  id: number;
  email: string;
  secret: string;
}

/** A member of staff with the password set and an authenticator enrolled. */
export async function makeStaff(
  app: FastifyInstance,
  roles: StaffRole[],
  email?: string,
): Promise<TestStaff> {
  counter += 1;
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const secret = newTotpSecret();
  const [row] = await app.db
    .insert(staff)
    .values({
      email: email ?? `staff${counter}@amora.test`,
      name: `Staff ${counter}`,
      roles,
      passwordHash: await passwordHash,
      totpSecret: secret,
      totpEnabledAt: new Date(),
    })
    .returning();
  if (!row) throw new Error("staff not inserted");
  return { id: row.id, email: row.email, secret };
}

/** A fully signed-in session for a member of staff, made in the database (the login's own tests walk the steps). */
export async function staffSession(
  app: FastifyInstance,
  staffId: number,
  reauthAt: Date | null = new Date(),
) {
  const { token, hash } = newSecretToken();
  await app.db.insert(staffSessions).values({ idHash: hash, staffId, stage: "full", reauthAt });
  return `${STAFF_SESSION_COOKIE}=${token}`;
}

export function staffCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no staff cookie in ${response.statusCode} ${response.body}`);
  return `${STAFF_SESSION_COOKIE}=${cookie.value}`;
}

export function staffCall(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  options: { cookie?: string; payload?: unknown; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...CLIENT,
      host: "amora.test",
      "x-forwarded-for": options.ip ?? nextIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** The newest audit lines, newest first. */
export function auditLines(app: FastifyInstance, limit = 5) {
  return app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
