/** The member's own profile: reading it with everything the editor needs, and saving the whole of it. */
import type { FieldIssue, User } from "@amora/contract/accounts";
import { type MyProfile, type ProfileUpdateRequest, photoLimitFor } from "@amora/contract/my-profile";
import type { Db } from "../../db/client.ts";
import { invalidFields } from "../../lib/app-error.ts";
import { dateOfBirthIssue, locationIssues, nameIssue } from "../accounts/account-rules.ts";
import { viewFullProfile } from "../profiles/profiles.service.ts";
import type { Site } from "../sites/sites.service.ts";
import { updateProfileFields } from "./my-profile.queries.ts";
import { selectMainPhotoId, selectOwnPhotoReviews } from "./photos.queries.ts";

export async function loadMyProfile(db: Db, user: User): Promise<MyProfile> {
  const [view, mainPhotoId, reviews] = await Promise.all([
    viewFullProfile(db, user.profile.id, { profileId: user.profile.id, paidUser: user.paid_user }, null),
    selectMainPhotoId(db, user.profile.id),
    selectOwnPhotoReviews(db, user.profile.id),
  ]);
  return {
    ...view,
    date_of_birth: user.profile.date_of_birth,
    status: user.profile.status,
    main_photo_id: mainPhotoId,
    photo_limit: photoLimitFor(user.paid_user),
    photo_reviews: reviews
      .filter((photo) => !photo.shown)
      .map((photo) => ({
        photo_id: photo.id,
        state: photo.moderation === "rejected" ? ("rejected" as const) : ("awaiting_review" as const),
        reason: photo.rejectReason,
      })),
  };
}

/** Checks the rules signup checks (spec §5 texts via issue codes), then saves every field at once. */
export async function updateMyProfile(
  db: Db,
  site: Site,
  user: User,
  update: ProfileUpdateRequest,
): Promise<void> {
  const name = update.name.normalize("NFC");
  const city = update.city.normalize("NFC");
  const issues = [
    { field: "name", code: nameIssue(name, user.email) },
    { field: "date_of_birth", code: dateOfBirthIssue(update.date_of_birth, site.minAge) },
    ...locationIssues({ country: update.country, region: update.region, city }, site.countries),
  ].filter((issue): issue is { field: string; code: FieldIssue } => issue.code !== null);
  if (issues.length > 0) throw invalidFields(issues);
  await updateProfileFields(db, user.profile.id, {
    name,
    gender: update.gender,
    sexuality: update.sexuality,
    dateOfBirth: update.date_of_birth.trim(),
    country: update.country,
    region: update.region,
    city,
    about: update.about.normalize("NFC"),
    interests: update.interests,
    hairColour: update.hair_colour,
    eyeColour: update.eye_colour,
    bodyType: update.body_type,
    relationshipStatus: update.relationship_status,
    heightCm: update.height_cm,
  });
}
