/** Builds the detailed demo rows in memory: the demo members, then generated profiles, each with its photos. */
import type { photos } from "../db/schema.ts";
import { PHOTO_COUNT_WEIGHTS } from "./attributes.ts";
import { type DemoMember, demoMembers } from "./demo-members.ts";
import { portraitFiles } from "./portraits.ts";
import { generateProfile, type NewProfile, pickCountry } from "./profile-generator.ts";
import { createRandom, deriveSeed } from "./random.ts";

export type NewPhoto = typeof photos.$inferInsert & { id: number };

export interface DemoDataset {
  profiles: NewProfile[];
  photos: NewPhoto[];
}

export interface DemoDatasetOptions {
  /** Profiles in all, the two demo members included. */
  count: number;
  seed: number;
  now: Date;
}

/** Ids are explicit, from 1, so that main_photo_id is known before anything is inserted. */
export function buildDemoDataset({ count, seed, now }: DemoDatasetOptions): DemoDataset {
  const random = createRandom(deriveSeed(seed, "profiles"));
  const members: DemoMember[] = demoMembers(now);
  for (let n = 0; members.length < count; n++) {
    const id = members.length + 1;
    members.push({
      profile: generateProfile(random, id, pickCountry(random, n), now),
      photoCount: Number(random.weighted(PHOTO_COUNT_WEIGHTS)),
    });
  }

  const dataset: DemoDataset = { profiles: [], photos: [] };
  for (const { profile, photoCount } of members) {
    // A profile's photos are portraits of one person: its own, of its gender and hair colour.
    const firstPhotoId = dataset.photos.length + 1;
    dataset.profiles.push({ ...profile, mainPhotoId: photoCount > 0 ? firstPhotoId : null });
    for (let position = 0; position < photoCount; position++) {
      const { gender, hairColour } = profile;
      dataset.photos.push({
        id: firstPhotoId + position,
        profileId: profile.id,
        ...portraitFiles({ seed, profileId: profile.id, gender, hairColour, variant: position }),
        position,
        createdAt: profile.createdAt,
      });
    }
  }
  return dataset;
}
