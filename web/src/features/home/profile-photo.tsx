/** A member photo on the home page: the shared photo box with the home page's texts. */
import type { ProfileCard } from "@amora/contract/profiles";
import { useTranslation } from "react-i18next";
import { ProfilePhoto as Photo } from "../../components/profile-photo.tsx";

type ProfilePhotoProps = {
  profile: Pick<ProfileCard, "name" | "main_image">;
  cdnPrefix: string;
  sizes: string;
  eager?: boolean;
};

export function ProfilePhoto({ profile, ...rest }: ProfilePhotoProps) {
  const { t } = useTranslation("common");
  return (
    <Photo
      image={profile.main_image}
      alt={t("memberCard.photoOf", { name: profile.name })}
      noPhotoLabel={t("memberCard.noPhoto")}
      {...rest}
    />
  );
}
