/** Profiles put straight into the database, as an operator's are: someone for a test to look at. */
import type { Db } from "../db/client.ts";
import { profiles } from "../db/schema.ts";

/** A woman in Utrecht born in 1994, with what `values` changes; answers her profile id. */
export async function insertProfile(
  db: Db,
  values: Partial<typeof profiles.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(profiles)
    .values({
      name: "Sanne",
      gender: "female",
      sexuality: "hetero",
      dateOfBirth: "1994-04-04",
      country: "NL",
      region: "UT",
      city: "Utrecht",
      ...values,
    })
    .returning({ id: profiles.id });
  if (!row) throw new Error("the profile insert answered no row");
  return row.id;
}
