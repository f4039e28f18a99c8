/** Builds the detailed demo rows in memory: the demo members, then generated profiles, each with its photos. */
import type { photos } from "../schema.ts";
import { PHOTO_COUNT_WEIGHTS } from "./attributes.ts";
import { type DemoMember, demoMembers } from "./demo-members.ts";
import type { PortraitIndex } from "./portrait-pool.ts";
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
  portraits: PortraitIndex;
}

/** Ids are explicit, from 1, so that main_photo_id is known before anything is inserted. */
export function buildDemoDataset({ count, seed, now, portraits }: DemoDatasetOptions): DemoDataset {
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
    // A profile's photos are distinct portraits of its own gender and hair colour.
    const chosen = random.sample(portraits[profile.gender][profile.hairColour], photoCount);
    const firstPhotoId = dataset.photos.length + 1;
    dataset.profiles.push({ ...profile, mainPhotoId: chosen.length > 0 ? firstPhotoId : null });
    chosen.forEach((portrait, position) => {
      dataset.photos.push({
        id: firstPhotoId + position,
        profileId: profile.id,
        ...portrait.files,
        position,
        createdAt: profile.createdAt,
      });
    });
  }
  return dataset;
}
