import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isConnectionError, openDatabase } from "./client.ts";

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

  it("survives the server killing a connection inside a transaction, fails that transaction as a lost connection, and reconnects", async () => {
    const tag = `busy_${process.pid}`;
    const onIdleError = vi.fn();
    const database = await openDatabase({ url: taggedUrl(tag), poolSize: 2, onIdleError });
    let failure: unknown;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Between two statements the connection is checked out and idle in the transaction: the case
        // whose error event had no listener and ended the process.
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
          [tag],
        );
        await vi.waitFor(() => expect(onIdleError).toHaveBeenCalled());
        await tx.execute(sql`select 2`);
      })
      .catch((error: unknown) => {
        failure = error;
      });
    expect(isConnectionError(failure)).toBe(true);

    const result = (await database.db.execute(sql`select 3 as three`)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ three: 3 }]);
    await database.close();
  });
});

describe("isConnectionError", () => {
  it("tells a lost connection from a failed statement, through Drizzle's wrapping", () => {
    const killed = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    const wrapped = new Error("Failed query: insert …", { cause: killed });
    expect(isConnectionError(wrapped)).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isConnectionError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    const duplicate = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(isConnectionError(new Error("Failed query", { cause: duplicate }))).toBe(false);
    expect(isConnectionError("not an error")).toBe(false);
  });
});
