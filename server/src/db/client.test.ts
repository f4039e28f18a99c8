import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/** The pool's connections carry this name, so the server can be asked about exactly them. */
function taggedUrl(tag: string): string {
  const url = new URL(serverUrl ?? "");
  url.searchParams.set("application_name", tag);
  return url.toString();
}

describe.skipIf(!serverUrl)("the PostgreSQL pool", () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  async function backends(tag: string): Promise<number> {
    const { rows } = await admin.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where application_name = $1",
      [tag],
    );
    return Number(rows[0]?.n);
  }

  it("closes every one of its connections on the server", async () => {
    const tag = `close_${process.pid}`;
    const database = await openDatabase({ url: taggedUrl(tag), poolSize: 4 });
    await Promise.all([1, 2, 3, 4].map(() => database.db.execute(sql`select pg_sleep(0.02)`)));
    expect(await backends(tag)).toBe(4);

    await database.close();

    // The server forgets a backend a moment after its socket closes.
    await vi.waitFor(async () => expect(await backends(tag)).toBe(0), { timeout: 3_000 });
  });

  it("survives the server killing an idle connection, reports it and reconnects", async () => {
    const tag = `idle_${process.pid}`;
    const onIdleError = vi.fn();
    const database = await openDatabase({ url: taggedUrl(tag), poolSize: 2, onIdleError });
    await database.db.execute(sql`select 1`);

    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [
      tag,
    ]);
    await vi.waitFor(() => expect(onIdleError).toHaveBeenCalledOnce());

    const result = (await database.db.execute(sql`select 2 as two`)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ two: 2 }]);
    await database.close();
  });
});
