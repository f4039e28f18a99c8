/** The editor's live preview: the draft laid out exactly as the profile page shows it to others. */
import type { MyProfile, ProfileUpdateRequest } from "@amora/contract/my-profile";
import type { ProfileView } from "@amora/contract/profiles";
import { ProfileDetails } from "../members/index.ts";
import { useLoadedSettings } from "../site/index.ts";

/** Whole years since an ISO birth date, or null while the date is incomplete. */
export function ageFrom(dateOfBirth: string, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

export function previewOf(profile: MyProfile, draft: ProfileUpdateRequest): ProfileView {
  return {
    ...profile,
    ...draft,
    name: draft.name.trim() || profile.name,
    age: ageFrom(draft.date_of_birth) ?? profile.age,
    about: draft.about.trim(),
    locked_photos: 0,
    photos_locked_for: null,
    blocked_by_me: false,
    liked_by_me: false,
    likes_me: false,
  };
}

export function ProfilePreview({ profile, draft }: { profile: MyProfile; draft: ProfileUpdateRequest }) {
  const settings = useLoadedSettings();
  return <ProfileDetails profile={previewOf(profile, draft)} settings={settings} preview />;
}
