/** Test data of the likes, chat, live and signup tests: cards, profile pages, the own profile and the likes answer. */
import type { LikesResponse } from "@amora/contract/likes";
import type { MyProfile } from "@amora/contract/my-profile";
import type { ProfileCard, ProfileView } from "@amora/contract/profiles";
import { testCard } from "./fixtures.ts";
import { json, type MockAnswer } from "./mock-api.ts";

/** A card with a photo (the likes screens show photos). */
export function makeCard(id: number, overrides: Partial<ProfileCard> = {}): ProfileCard {
  return testCard(id, {
    main_image: { filename: `p/${id}.webp`, thumb_filename: `p/${id}-t.webp`, match: `p/${id}-m.webp` },
    ...overrides,
  });
}

/** Every detail present, as the owner sees it (a site may leave some out for others). */
type FullView = ProfileView & Omit<MyProfile, "date_of_birth" | "status" | "main_photo_id" | "photo_limit">;

export function makeProfileView(id: number, overrides: Partial<FullView> = {}): FullView {
  return {
    ...makeCard(id),
    sexuality: "hetero",
    about: "",
    interests: [],
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    height_cm: null,
    photos: [],
    locked_photos: 0,
    photos_locked_for: null,
    blocked_by_me: false,
    liked_by_me: false,
    likes_me: false,
    ...overrides,
  };
}

export function makeMyProfile(interests: string[]): MyProfile {
  return {
    ...makeProfileView(1, { name: "Sam", gender: "male", interests }),
    date_of_birth: "1990-05-17",
    status: "active",
    main_photo_id: null,
    photo_limit: 3,
  };
}

/** GET /api/likes.php: who liked me ([id, like_new]) and whom I liked, with a card for each. */
export function likesAnswer(likedBy: [id: number, likeNew: boolean][], liked: number[]): MockAnswer {
  const ids = [...new Set([...likedBy.map(([id]) => id), ...liked])];
  const body: LikesResponse = {
    profiles: ids.map((id) => makeCard(id)),
    liked_by: likedBy.map(([id, like_new]) => ({ id, like_new })),
    liked,
  };
  return json(200, body);
}
