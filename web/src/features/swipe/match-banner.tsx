/** The small banner of a like that made a match, with the chat and profile links (the likes feature owns the full match modal). */
import type { ProfileCard } from "@amora/contract/profiles";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { HeartIcon } from "../../components/member-icons.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";

export function MatchBanner({
  profile,
  cdnPrefix,
  onClose,
}: {
  profile: ProfileCard;
  cdnPrefix: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("swipe");
  return (
    <section className="swipe-match" aria-labelledby="swipe-match-title">
      <span className="swipe-match__photo">
        {profile.main_image ? (
          <img src={photoUrl(cdnPrefix, profile.main_image.thumb_filename)} alt="" width={56} height={56} />
        ) : (
          <HeartIcon size={24} />
        )}
      </span>
      <div className="swipe-match__body">
        <h2 id="swipe-match-title" className="swipe-match__title">
          {t("match.title")}
        </h2>
        <p className="swipe-match__text">{t("match.text", { name: profile.name })}</p>
        <div className="swipe-match__actions">
          <Link to={paths.memberChat(profile.id)} className="btn btn-sm btn-light">
            {t("match.chat")}
          </Link>
          <Link to={paths.member(profile.id)} className="btn btn-sm btn-outline-light">
            {t("match.profile")}
          </Link>
        </div>
      </div>
      <button
        type="button"
        className="btn-close btn-close-white swipe-match__close"
        aria-label={t("match.close")}
        onClick={onClose}
      />
    </section>
  );
}
