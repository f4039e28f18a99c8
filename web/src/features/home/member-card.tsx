/** One member in the home page strip: the shared member card, leading to the profile or to signup. */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { useTranslation } from "react-i18next";
import { MemberCard as Card } from "../../components/member-card.tsx";
import { MemberLink } from "./member-links.tsx";

/** The card widths of home.scss: a strip of 44% on phones, 30% from 576 px, 4 columns from 768, 6 from 1200. */
const CARD_SIZES =
  "(min-width: 1320px) 200px, (min-width: 1200px) 16vw, (min-width: 768px) 23vw, (min-width: 576px) 30vw, 44vw";

type MemberCardProps = { profile: ProfileCard; settings: Settings };

export function MemberCard({ profile, settings }: MemberCardProps) {
  const { t } = useTranslation("home");

  return (
    <Card
      profile={profile}
      cdnPrefix={settings.cdn_prefix}
      fictional={{ icon: settings.fictional_icon, label: settings.fictional_singular }}
      resellPromotion={settings.member_resell}
      sizes={CARD_SIZES}
      labels={{
        nameAge: t("card.nameAge", { name: profile.name, age: profile.age }),
        photoAlt: t("card.photoOf", { name: profile.name }),
        noPhoto: t("card.noPhoto"),
        cam: t("card.cam"),
        promoted: t("card.promoted"),
      }}
      renderLink={({ className, children }) => (
        <MemberLink settings={settings} profileId={profile.id} className={className}>
          {children}
        </MemberLink>
      )}
    />
  );
}
