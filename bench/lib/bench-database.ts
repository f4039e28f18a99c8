/**
 * The benchmark's PostgreSQL database: `amora_bench` (BENCH_DATABASE_URL), created, migrated and seeded
 * with 1,000,000 profiles on first use (a few minutes), then reused; and the members the measures act as.
 */
import { randomUUID } from "node:crypto";
import { SESSION_COOKIE } from "@amora/contract/accounts";
import { and, count, desc, eq, inArray, isNull, like } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../../server/src/db/client.ts";
import { profiles, sessions, sites, users } from "../../server/src/db/schema.ts";
import { newSecretToken } from "../../server/src/lib/secret-tokens.ts";
import { seedDemo } from "../../server/src/seed/index.ts";

export const BENCH_PROFILES = 1_000_000;
export const benchDatabaseUrl = new URL(
  process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/amora_bench",
);

async function createIfMissing(url: URL): Promise<void> {
  const admin = new pg.Client({ connectionString: new URL("/postgres", url).toString() });
  await admin.connect();
  try {
    const name = url.pathname.slice(1);
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Opens the bench database, migrated and holding its 1,000,000 profiles. */
export async function openBenchDatabase(log: (line: string) => void): Promise<Database> {
  await createIfMissing(benchDatabaseUrl);
  const database = await openDatabase({ url: benchDatabaseUrl.toString(), poolSize: 4 });
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(profiles);
  const existing = row?.n ?? 0;
  if (existing < BENCH_PROFILES) {
    if (existing > 0) {
      throw new Error(`${benchDatabaseUrl.pathname} has ${existing} profiles; drop it to reseed`);
    }
    log(`seeding ${BENCH_PROFILES} profiles (first use only)…`);
    await seedDemo(database.db, { profiles: BENCH_PROFILES, log });
    // A fresh table has no visibility map: index-only scans fetch every heap page until it is vacuumed.
    log("vacuum (analyze)…");
    await database.db.execute("vacuum (analyze)");
  }
  return database;
}

/** A member the bench acts as: its session cookie and profile. */
export interface BenchMember {
  userId: number;
  profileId: number;
  cookie: string;
}

const BENCH_EMAIL_DOMAIN = "bench.amora.test";
const BENCH_CREDITS = 100_000_000;

/**
 * `total` bench members (premium, active, with credits to spare), each on an active, visible bulk profile
 * of its own, with a fresh session. They are reused from run to run (found by their e-mail domain); the
 * sessions of earlier runs are removed.
 */
export async function benchMembers(database: Database, total: number): Promise<BenchMember[]> {
  const { db } = database;
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  if (!site) throw new Error("the bench database has no default site");
  const mine = like(users.email, `%@${BENCH_EMAIL_DOMAIN}`);
  const known = await db.select({ id: users.id }).from(users).where(mine);
  if (known.length < total) {
    // The newest bulk profiles that no account owns: active and visible, so anyone may write to them.
    const free = await db
      .select({ id: profiles.id })
      .from(profiles)
      .leftJoin(users, eq(users.profileId, profiles.id))
      .where(and(isNull(users.id), eq(profiles.status, "active"), eq(profiles.isInvisible, false)))
      .orderBy(desc(profiles.id))
      .limit(total - known.length);
    await db.insert(users).values(
      free.map(({ id }) => ({
        siteId: site.id,
        profileId: id,
        email: `member-${id}@${BENCH_EMAIL_DOMAIN}`,
        // Nobody logs in with a password: the bench makes its sessions itself.
        passwordHash: `bench-${randomUUID()}`,
        status: "active" as const,
        seeking: "both" as const,
      })),
    );
  }
  await db
    .update(users)
    .set({ credits: BENCH_CREDITS, paidUser: true, status: "active", deletedAt: null })
    .where(mine);
  const members = await db
    .select({ userId: users.id, profileId: users.profileId })
    .from(users)
    .where(mine)
    .orderBy(users.id)
    .limit(total);
  const ids = members.map((member) => member.userId);
  await db.delete(sessions).where(inArray(sessions.userId, ids));
  const expiresAt = new Date(Date.now() + 86_400_000);
  const tokens = members.map(() => newSecretToken());
  await db.insert(sessions).values(
    members.map((member, i) => ({
      idHash: tokens[i]!.hash,
      userId: member.userId,
      siteId: site.id,
      expiresAt,
    })),
  );
  return members.map((member, i) => ({ ...member, cookie: `${SESSION_COOKIE}=${tokens[i]!.token}` }));
}
