/**
 * Which of a member's photos others may see (decision 038), for every query that shows photos: approved
 * ones, and unreviewed ones unless the owner's site pre-moderates photos. Rejected photos never. The main
 * photo (profiles.main_photo_id) only ever points at such a photo, so search, chats, likes and mails, which
 * show the main photo, need no filter of their own and keep their prepared plans.
 */
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { photos } from "../../db/schema.ts";

/** Whether the site of the member behind this profile pre-moderates photos (false for fictional profiles). */
export const ownerPremoderates = (profileId: SQL | AnyPgColumn = photos.profileId) =>
  sql`exists (select 1 from users mu join sites ms on ms.id = mu.site_id where mu.profile_id = ${profileId} and ms.photo_premoderation)`;

/** A photo others may see. */
export const photoShownToOthers = sql`(${photos.moderation} = 'approved' or (${photos.moderation} = 'unreviewed' and not ${ownerPremoderates()}))`;

/** A photo its owner still has (a rejected one is gone, only its reason remains). */
export const photoNotRejected = sql`${photos.moderation} <> 'rejected'`;
