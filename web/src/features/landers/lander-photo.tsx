/** A member's photo on its own (collages, strips), with the site's fictional mark where the profile is one. */
import type { ProfileCard } from "@amora/contract/profiles";
import { useTranslation } from "react-i18next";
import { FictionalMark } from "../../components/member-card.tsx";
import { ProfilePhoto } from "../../components/profile-photo.tsx";
import { useLoadedSettings } from "../site/index.ts";

type LanderPhotoProps = {
  profile: ProfileCard;
  /** The photo's `sizes` where it is shown. */
  sizes: string;
  /** Above the fold: loads at once, with high priority. */
  eager?: boolean;
};

export function LanderPhoto({ profile, sizes, eager = false }: LanderPhotoProps) {
  const { t } = useTranslation("common");
  const settings = useLoadedSettings();
  return (
    <span className="lander-photo">
      <ProfilePhoto
        image={profile.main_image}
        cdnPrefix={settings.cdn_prefix}
        alt={t("memberCard.photoOf", { name: profile.name })}
        noPhotoLabel={t("memberCard.noPhoto")}
        sizes={sizes}
        eager={eager}
      />
      {profile.fictional && (
        <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
      )}
    </span>
  );
}
