/** The like modal's dialog: "{name} likes you!" with the photo, View profile or Maybe later. */
import type { ProfileCard } from "@amora/contract/profiles";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { HeartFilledIcon } from "../../components/icons.tsx";
import { FictionalMark } from "../../components/member-card.tsx";
import { ProfilePhoto } from "../../components/profile-photo.tsx";
import { useLoadedSettings } from "../site/api.ts";
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
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      centered
      dialogClassName="like-modal-dialog"
      aria-labelledby="like-modal-title"
      aria-describedby="like-modal-text"
      contentClassName="like-modal"
    >
      <Modal.Body className="like-modal__body">
        <button
          type="button"
          className="btn-close like-modal__close"
          aria-label={t("match.close")}
          onClick={onClose}
        />
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
        <h2 id="like-modal-title" className="h4 mb-2">
          {t("likeModal.title", { name: profile.name })}
        </h2>
        <p id="like-modal-text" className="text-body-secondary mb-4">
          {t("likeModal.text")}
        </p>
        <div className="d-grid gap-2">
          <Link to={paths.likedMember(profile.id)} className="btn btn-primary btn-lg" onClick={onClose}>
            {t("likeModal.viewProfile")}
          </Link>
          <button type="button" className="btn btn-link" onClick={onClose}>
            {t("likeModal.later")}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
