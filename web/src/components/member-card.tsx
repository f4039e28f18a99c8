/**
 * One member as a photo card: photo, name and age, city, cam and promotion badges, and the site's
 * fictional mark. Texts and the link come from the caller, so each list decides where a card leads.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import type { ReactNode } from "react";
import { StarIcon } from "./member-icons.tsx";
import { ProfilePhoto } from "./profile-photo.tsx";
import "./member-card.scss";

export type MemberCardLabels = {
  /** The caption's first line, "Sophie, 21". */
  nameAge: string;
  photoAlt: string;
  noPhoto: string;
  cam: string;
  promoted: string;
};

type MemberCardProps = {
  profile: ProfileCard;
  cdnPrefix: string;
  /** The site's icon and word for a fictional profile (settings fictional_icon, fictional_singular). */
  fictional: { icon: string; label: string };
  labels: MemberCardLabels;
  /** The site runs the resell promotion (setting member_resell): resell profiles carry its badge. */
  resellPromotion: boolean;
  /** The `sizes` of the card's photo in the caller's grid. */
  sizes: string;
  /** Renders the card's link around its content. */
  renderLink: (props: { className: string; children: ReactNode }) => ReactNode;
};

export function MemberCard({
  profile,
  cdnPrefix,
  fictional,
  labels,
  resellPromotion,
  sizes,
  renderLink,
}: MemberCardProps) {
  const promoted = profile.resell && resellPromotion;
  return (
    <li className="member-card">
      {renderLink({
        className: "member-card__link",
        children: (
          <>
            <ProfilePhoto
              image={profile.main_image}
              cdnPrefix={cdnPrefix}
              alt={labels.photoAlt}
              noPhotoLabel={labels.noPhoto}
              sizes={sizes}
            />
            {(profile.cam || promoted) && (
              <span className="member-card__badges">
                {profile.cam && (
                  <span className="member-badge member-badge--cam">
                    <span className="member-badge__dot" aria-hidden="true" />
                    {labels.cam}
                  </span>
                )}
                {promoted && (
                  <span className="member-badge member-badge--promoted">
                    <StarIcon size={14} />
                    {labels.promoted}
                  </span>
                )}
              </span>
            )}
            {profile.fictional && <FictionalMark icon={fictional.icon} label={fictional.label} />}
            <span className="member-card__caption">
              <span className="member-card__name">{labels.nameAge}</span>
              {profile.city && <span className="member-card__city">{profile.city}</span>}
            </span>
          </>
        ),
      })}
    </li>
  );
}

/**
 * The site's fictional-profile icon with the site's word for one (setting fictional_singular, e.g.
 * "fictional profile"): as tooltip and for screen readers, or written out beside the icon with `spelled`.
 */
export function FictionalMark({
  icon,
  label,
  spelled = false,
}: {
  icon: string;
  label: string;
  spelled?: boolean;
}) {
  const isImage = /^(https?:)?\/\/|^\/|\.(svg|png|webp|gif|jpe?g)$/i.test(icon);
  return (
    <span
      className={
        spelled ? "member-card__fictional member-card__fictional--spelled" : "member-card__fictional"
      }
      title={label}
      data-testid="fictional-mark"
    >
      {isImage ? <img src={icon} alt="" width={16} height={16} /> : <span aria-hidden="true">{icon}</span>}
      <span className={spelled ? "member-card__fictional-label" : "visually-hidden"}>{label}</span>
    </span>
  );
}
