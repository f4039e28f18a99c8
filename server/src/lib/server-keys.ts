/**
 * Keys every node must share, made once: the first node to ask generates the value and stores it; a node
 * racing it loses the insert and reads the winner's. VAPID keys for web push and the key that signs
 * unsubscribe links live here unless the configuration gives them.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { serverKeys } from "../db/schema.ts";

export async function sharedKey(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(serverKeys).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  if (!row) throw new Error(`server key ${name} was neither stored nor found`);
  return row.value;
}
