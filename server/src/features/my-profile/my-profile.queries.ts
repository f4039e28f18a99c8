/** SQL of the own profile's fields (the photos have photos.queries.ts). */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";

/** The fields the profile form saves, all at once. */
export type ProfileFields = Pick<
  typeof profiles.$inferInsert,
  | "name"
  | "gender"
  | "sexuality"
  | "dateOfBirth"
  | "country"
  | "region"
  | "city"
  | "about"
  | "interests"
  | "hairColour"
  | "eyeColour"
  | "bodyType"
  | "relationshipStatus"
  | "heightCm"
>;

export async function updateProfileFields(db: Db, profileId: number, fields: ProfileFields): Promise<void> {
  await db.update(profiles).set(fields).where(eq(profiles.id, profileId));
}
