/**
 * The member's photos: add (JPEG, PNG, WebP, HEIC; re-encoded by the server), make one the main photo,
 * delete. Free members keep 3, premium members 25 (spec §9); past the limit a free member gets the
 * upgrade alert instead of the file picker.
 */
import { type MyProfile, PHOTO_ACCEPT, PHOTO_MAX_BYTES } from "@amora/contract/my-profile";
import { type ChangeEvent, useId, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { FormSection } from "../../components/form-section.tsx";
import { CameraIcon, CrownIcon, StarIcon, TrashIcon } from "../../components/member-icons.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";
import { hasErrorCode, useErrorText } from "../account/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useChooseMainPhoto, useDeletePhoto, useUploadPhoto } from "./api.ts";

const MEGABYTE = 1024 * 1024;

export function PhotoManager({ profile, paidUser }: { profile: MyProfile; paidUser: boolean }) {
  const { t } = useTranslation("members");
  const settings = useLoadedSettings();
  const errorText = useErrorText();
  const inputId = useId();
  const upload = useUploadPhoto();
  const chooseMain = useChooseMainPhoto();
  const remove = useDeletePhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const [upsell, setUpsell] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const atLimit = profile.photos.length >= profile.photo_limit;
  // The moderators' review (decision 038): photos others cannot see yet, and rejected ones with the reason.
  const reviews = profile.photo_reviews ?? [];
  const awaiting = new Set(reviews.filter((r) => r.state === "awaiting_review").map((r) => r.photo_id));
  const rejected = reviews.filter((r) => r.state === "rejected");

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    if (file.size > PHOTO_MAX_BYTES) {
      setProblem(t("editor.photos.tooLarge", { megabytes: PHOTO_MAX_BYTES / MEGABYTE }));
      return;
    }
    upload.mutate(file, {
      onError: (error) => {
        if (hasErrorCode(error, "PHOTO_LIMIT_REACHED") && !paidUser) setUpsell(true);
        else if (hasErrorCode(error, "PAYLOAD_TOO_LARGE"))
          setProblem(t("editor.photos.tooLarge", { megabytes: PHOTO_MAX_BYTES / MEGABYTE }));
        else setProblem(errorText(error));
      },
    });
  };

  const onFailed = (error: unknown) => setProblem(errorText(error));

  return (
    <FormSection
      id="profile-photos"
      icon={CameraIcon}
      title={t("editor.photos.title")}
      lead={t("editor.photos.lead", {
        used: profile.photos.length,
        limit: profile.photo_limit,
        count: profile.photo_limit,
      })}
    >
      <ul className="photo-grid list-unstyled mb-0">
        {profile.photos.map((photo, index) => {
          const isMain = photo.id === profile.main_photo_id;
          const number = index + 1;
          return (
            <li key={photo.id} className={`photo-tile ${isMain ? "photo-tile--main" : ""}`}>
              <img
                src={photoUrl(settings.cdn_prefix, photo.match)}
                alt={t("editor.photos.photo", { number })}
                className="photo-tile__image"
              />
              {isMain ? (
                <span className="photo-tile__badge">
                  <StarIcon size={14} /> {t("editor.photos.main")}
                </span>
              ) : awaiting.has(photo.id) ? (
                <span className="photo-tile__badge">{t("editor.photos.awaitingReview")}</span>
              ) : (
                <button
                  type="button"
                  className="photo-tile__make-main"
                  disabled={chooseMain.isPending}
                  aria-label={t("editor.photos.makeMainNumbered", { number })}
                  onClick={() => chooseMain.mutate(photo.id, { onError: onFailed })}
                >
                  {t("editor.photos.makeMain")}
                </button>
              )}
              <button
                type="button"
                className="photo-tile__delete"
                aria-label={t("editor.photos.deleteNumbered", { number })}
                onClick={() => setDeleting(photo.id)}
              >
                <TrashIcon size={18} />
              </button>
            </li>
          );
        })}
        {upload.isPending && (
          <li className="photo-tile photo-tile--busy" aria-live="polite">
            <span className="spinner-border text-primary" aria-hidden="true" />
            <span className="small">{t("editor.photos.uploading")}</span>
          </li>
        )}
        <li className="photo-tile photo-tile--add">
          {atLimit ? (
            <button type="button" className="photo-tile__add" onClick={() => setUpsell(true)}>
              <CameraIcon size={28} />
              {t("editor.photos.add")}
            </button>
          ) : (
            <label htmlFor={inputId} className="photo-tile__add" aria-disabled={upload.isPending}>
              <CameraIcon size={28} />
              {t("editor.photos.add")}
              <input
                id={inputId}
                type="file"
                accept={PHOTO_ACCEPT}
                className="visually-hidden"
                disabled={upload.isPending}
                onChange={onFile}
              />
            </label>
          )}
        </li>
      </ul>
      {rejected.map((review) => (
        <div
          key={review.photo_id}
          className="alert alert-warning d-flex justify-content-between align-items-center gap-2 mt-3 mb-0"
        >
          <span>{t("editor.photos.rejected", { reason: review.reason ?? "" })}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(review.photo_id, { onError: onFailed })}
          >
            {t("editor.photos.dismiss")}
          </button>
        </div>
      ))}
      <p className="form-text mt-3 mb-0">
        {t("editor.photos.help")}
        {awaiting.size > 0 && ` ${t("editor.photos.awaitingHelp")}`}
      </p>
      {problem && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {problem}
        </div>
      )}

      <Modal show={upsell} onHide={() => setUpsell(false)} centered aria-labelledby="photo-limit-title">
        <Modal.Body className="text-center p-4">
          <span className="photo-upsell__icon">
            <CrownIcon size={28} />
          </span>
          <h2 id="photo-limit-title" className="h5 mt-3">
            {paidUser ? t("editor.photos.limitTitle") : t("editor.photos.upsellTitle")}
          </h2>
          <p className="mb-0">
            {paidUser
              ? t("editor.photos.limitText", { limit: profile.photo_limit, count: profile.photo_limit })
              : t("editor.photos.upsellText", { limit: profile.photo_limit, count: profile.photo_limit })}
          </p>
        </Modal.Body>
        <Modal.Footer className="justify-content-center border-0 pt-0 pb-4">
          <button type="button" className="btn btn-link" onClick={() => setUpsell(false)}>
            {paidUser ? t("editor.photos.close") : t("editor.photos.notNow")}
          </button>
          {!paidUser && (
            <Link to={paths.premium} className="btn btn-primary rounded-pill px-4">
              {t("editor.photos.upgrade")}
            </Link>
          )}
        </Modal.Footer>
      </Modal>

      <ConfirmDialog
        show={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting !== null &&
          remove.mutate(deleting, { onError: onFailed, onSettled: () => setDeleting(null) })
        }
        cancelLabel={t("block.cancel")}
        confirmLabel={t("editor.photos.delete")}
        confirmClassName="btn btn-danger rounded-pill px-4"
        pending={remove.isPending}
      >
        <p className="mb-0">{t("editor.photos.confirmDelete")}</p>
      </ConfirmDialog>
    </FormSection>
  );
}
