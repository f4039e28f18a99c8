/** The like modal's dialog: "{name} likes you!" with the photo, View profile or Maybe later. */
import type { ProfileCard } from "@amora/contract/profiles";
import { useTranslation } from "react-i18next";
import { paths } from "../../app/paths.ts";
import { ActionDialog } from "../../components/action-dialog.tsx";
import { HeartFilledIcon } from "../../components/icons.tsx";
import { FictionalMark } from "../../components/member-card.tsx";
import { ProfilePhoto } from "../../components/profile-photo.tsx";
import { useLoadedSettings } from "../site/index.ts";
import "./likes.scss";

export function LikeModalDialog({
  profile,
  show,
  onClose,
  onExited,
}: {
  profile: ProfileCard;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const { t } = useTranslation(["likes", "common"]);
  const settings = useLoadedSettings();
  return (
    <ActionDialog
      name="like-modal"
      show={show}
      onClose={onClose}
      onExited={onExited}
      closeLabel={t("match.close")}
      picture={
        <div className="like-modal__photo">
          <ProfilePhoto
            image={profile.main_image}
            cdnPrefix={settings.cdn_prefix}
            alt={t("common:memberCard.photoOf", { name: profile.name })}
            noPhotoLabel={t("common:memberCard.noPhoto")}
            sizes="10rem"
            eager
          />
          {profile.fictional && (
            <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
          )}
          <span className="like-modal__heart" aria-hidden="true">
            <HeartFilledIcon size={20} />
          </span>
        </div>
      }
      title={t("likeModal.title", { name: profile.name })}
      text={t("likeModal.text")}
      action={{ to: paths.likedMember(profile.id), label: t("likeModal.viewProfile") }}
      laterLabel={t("likeModal.later")}
    />
  );
}
