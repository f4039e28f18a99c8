/**
 * The match modal ("New like!", spec §2 and §4): both photos and "You and {name} like each other". A click
 * anywhere on it closes it; the photo opens the profile, the button the conversation (spec §4). "Need an
 * opener?" swaps it for the icebreaker.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { HeartFilledIcon } from "../../components/icons.tsx";
import { FictionalMark } from "../../components/member-card.tsx";
import { SilhouetteIcon } from "../../components/member-icons.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";
import { useSessionUser } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { IcebreakerModal } from "./icebreaker-modal.tsx";
import "./likes.scss";

/** Which of the two dialogs of a match is open. */
export type MatchStep = "match" | "icebreaker" | null;

/** The match modal and, from it, the icebreaker; the caller opens them with step "match". */
export function MatchModals({
  profile,
  step,
  onStep,
}: {
  profile: ProfileCard;
  step: MatchStep;
  onStep: (step: MatchStep) => void;
}) {
  return (
    <>
      <MatchModal
        profile={profile}
        show={step === "match"}
        onClose={() => onStep(null)}
        onOpener={() => onStep("icebreaker")}
      />
      <IcebreakerModal profile={profile} show={step === "icebreaker"} onClose={() => onStep(null)} />
    </>
  );
}

export function MatchModal({
  profile,
  show,
  onClose,
  onOpener,
}: {
  profile: ProfileCard;
  show: boolean;
  onClose: () => void;
  onOpener: () => void;
}) {
  const { t } = useTranslation("likes");
  const settings = useLoadedSettings();
  const ownImage = useSessionUser()?.profile.main_image ?? null;
  const theirImage = profile.main_image;

  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      dialogClassName="match-modal-dialog"
      aria-labelledby="match-modal-title"
      aria-describedby="match-modal-text"
      contentClassName="match-modal"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: spec §4, a click anywhere closes; keyboards have Escape and the close button. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, Escape and the close button are the keyboard path. */}
      <div className="match-modal__body" onClick={onClose} data-testid="match-modal">
        <button
          type="button"
          className="btn-close btn-close-white match-modal__close"
          aria-label={t("match.close")}
        />
        <h2 id="match-modal-title" className="match-modal__title">
          {t("match.title")}
        </h2>
        <div className={`match-modal__photos${ownImage ? "" : " match-modal__photos--single"}`}>
          {ownImage && (
            <span className="match-modal__photo match-modal__photo--own">
              <img
                src={photoUrl(settings.cdn_prefix, ownImage.match)}
                alt={t("match.yourPhoto")}
                width={160}
                height={200}
              />
            </span>
          )}
          <span className="match-modal__photo match-modal__photo--theirs">
            <Link
              to={paths.member(profile.id)}
              className="match-modal__photo-link"
              aria-label={t("match.viewProfile", { name: profile.name })}
            >
              {theirImage ? (
                <img src={photoUrl(settings.cdn_prefix, theirImage.match)} alt="" width={160} height={200} />
              ) : (
                <SilhouetteIcon size={48} />
              )}
            </Link>
            {profile.fictional && (
              <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
            )}
          </span>
          <span className="match-modal__heart" aria-hidden="true">
            <HeartFilledIcon size={22} />
          </span>
        </div>
        <p id="match-modal-text" className="match-modal__text">
          {t("match.text", { name: profile.name })}
        </p>
        <Link to={paths.memberChat(profile.id)} className="btn btn-light btn-lg rounded-pill w-100">
          {t("match.message")}
        </Link>
        <button
          type="button"
          className="btn btn-link match-modal__opener"
          onClick={(event) => {
            // Not a "click anywhere": the icebreaker takes the match modal's place.
            event.stopPropagation();
            onOpener();
          }}
        >
          {t("match.opener")}
        </button>
      </div>
    </Modal>
  );
}
