/** The two fixed demo members (free and premium) that the demo logins belong to; always profiles 1 and 2. */
import { birthDate, daysBefore } from "./attributes.ts";
import type { NewProfile } from "./profile-generator.ts";

export const DEMO_FREE_PROFILE_ID = 1;
export const DEMO_PREMIUM_PROFILE_ID = 2;

export interface DemoMember {
  profile: NewProfile;
  photoCount: number;
}

/** Ages are fixed relative to `now` (Emma 29, Lucas 34); both were active just now. */
export function demoMembers(now: Date): DemoMember[] {
  const shared = {
    sexuality: "hetero",
    status: "active",
    relationshipStatus: "single",
    isFictional: false,
    isCam: false,
    isResell: false,
    isInvisible: false,
    lastActiveAt: now,
  } as const;
  return [
    {
      // A free member may have at most PHOTO_LIMIT_FREE (3) photos.
      photoCount: 3,
      profile: {
        ...shared,
        id: DEMO_FREE_PROFILE_ID,
        name: "Emma",
        gender: "female",
        dateOfBirth: birthDate(now, 29, 120),
        country: "NL",
        region: "NH",
        city: "Amsterdam",
        about: "Ik woon in Amsterdam en ontdek hier nog steeds nieuwe plekjes. Nieuwsgierig? Zeg gerust hoi!",
        hairColour: "blonde",
        eyeColour: "blue",
        bodyType: "slim",
        heightCm: 170,
        interests: ["relationship", "kissing", "travelling", "music", "biking", "coffee", "wine"],
        createdAt: daysBefore(now, 40),
      },
    },
    {
      photoCount: 4,
      profile: {
        ...shared,
        id: DEMO_PREMIUM_PROFILE_ID,
        name: "Lucas",
        gender: "male",
        dateOfBirth: birthDate(now, 34, 200),
        country: "FR",
        region: "IDF",
        city: "Paris",
        about:
          "Je vis à Paris et j'y découvre encore de nouveaux coins. Envoie-moi un message et on verra bien.",
        hairColour: "brown",
        eyeColour: "brown",
        bodyType: "normal",
        heightCm: 182,
        interests: ["relationship", "dancing", "cooking", "wine", "movies", "photography", "sports"],
        createdAt: daysBefore(now, 300),
      },
    },
  ];
}
