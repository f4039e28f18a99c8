/** SQL of the own profile's fields (the photos have photos.queries.ts). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles, profileTextReviews } from "../../db/schema.ts";

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

/**
 * Saves the fields. A changed "about" text goes to the moderators' text queue (decision 038): the text
 * before the change is kept as the last approved one unless an older approved one is already kept; going
 * back to that text, or clearing it, leaves nothing to review.
 */
export async function updateProfileFields(db: Db, profileId: number, fields: ProfileFields): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ about: profiles.about })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for("update");
    await tx.update(profiles).set(fields).where(eq(profiles.id, profileId));
    const about = fields.about ?? before?.about ?? "";
    if (!before || about === before.about) return;
    const approved = sql`${profileTextReviews.approvedAbout}`;
    await tx
      .insert(profileTextReviews)
      .values({
        profileId,
        approvedAbout: about === "" ? "" : before.about,
        submittedAt: about === "" ? null : new Date(),
      })
      .onConflictDoUpdate({
        target: profileTextReviews.profileId,
        set: {
          approvedAbout: sql`case when ${about} = '' then '' else ${approved} end`,
          submittedAt: sql`case when ${about} = '' or ${about} = ${approved} then null else now() end`,
        },
      });
  });
}
