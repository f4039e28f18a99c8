/** One member in the home page strip: the shared member card, leading to the profile or to signup. */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { MemberCard as Card } from "../../components/member-card.tsx";
import { MemberLink } from "./member-links.tsx";

/** The card widths of home.scss: a strip of 44% on phones, 30% from 576 px, 4 columns from 768, 6 from 1200. */
const CARD_SIZES =
  "(min-width: 1320px) 200px, (min-width: 1200px) 16vw, (min-width: 768px) 23vw, (min-width: 576px) 30vw, 44vw";

type MemberCardProps = { profile: ProfileCard; settings: Settings };

export function MemberCard({ profile, settings }: MemberCardProps) {
  return (
    <Card
      profile={profile}
      settings={settings}
      sizes={CARD_SIZES}
      renderLink={({ className, children }) => (
        <MemberLink settings={settings} profileId={profile.id} className={className}>
          {children}
        </MemberLink>
      )}
    />
  );
}
