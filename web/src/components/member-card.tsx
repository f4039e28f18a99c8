/**
 * One member as a photo card: photo, name and age, city, cam and promotion badges, and the site's
 * fictional mark, in the texts every list shares (common:memberCard). The link comes from the caller, so
 * each list decides where a card leads.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StarIcon } from "./member-icons.tsx";
import { ProfilePhoto } from "./profile-photo.tsx";
import "./member-card.scss";

/**
 * The settings a card shows: the CDN of its photo, the site's icon and word for a fictional profile, and
 * whether the site runs the resell promotion (member_resell: resell profiles then carry its badge).
 */
export type MemberCardSettings = Pick<
  Settings,
  "cdn_prefix" | "fictional_icon" | "fictional_singular" | "member_resell"
>;

type MemberCardProps = {
  profile: ProfileCard;
  settings: MemberCardSettings;
  /** The `sizes` of the card's photo in the caller's grid. */
  sizes: string;
  /** Renders the card's link around its content. */
  renderLink: (props: { className: string; children: ReactNode }) => ReactNode;
  /** The photo loads at once (a card above the fold). */
  eager?: boolean;
};

export function MemberCard({ profile, settings, sizes, renderLink, eager = false }: MemberCardProps) {
  const { t } = useTranslation("common");
  const promoted = profile.resell && settings.member_resell;
  return (
    <li className="member-card">
      {renderLink({
        className: "member-card__link",
        children: (
          <>
            <ProfilePhoto
              image={profile.main_image}
              cdnPrefix={settings.cdn_prefix}
              alt={t("memberCard.photoOf", { name: profile.name })}
              noPhotoLabel={t("memberCard.noPhoto")}
              sizes={sizes}
              eager={eager}
            />
            {(profile.cam || promoted) && (
              <span className="member-card__badges">
                {profile.cam && (
                  <span className="member-badge member-badge--cam">
                    <span className="member-badge__dot" aria-hidden="true" />
                    {t("memberCard.cam")}
                  </span>
                )}
                {promoted && (
                  <span className="member-badge member-badge--promoted">
                    <StarIcon size={14} />
                    {t("memberCard.promoted")}
                  </span>
                )}
              </span>
            )}
            {profile.fictional && (
              <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
            )}
            <span className="member-card__caption">
              <span className="member-card__name">
                {t("memberCard.nameAge", { name: profile.name, age: profile.age })}
              </span>
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
