/**
 * A member on a lander: the shared member card (photo, name and age, city, the site's fictional mark), whose
 * click opens the signup titled "Sign up to write to Emma".
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { useTranslation } from "react-i18next";
import { MemberCard } from "../../components/member-card.tsx";
import { SignupLink } from "../signup/index.ts";
import { useLoadedSettings } from "../site/index.ts";

type LanderTileProps = {
  profile: ProfileCard;
  /** The photo's `sizes` in the lander's grid. */
  sizes: string;
  /** Above the fold: loads at once, with high priority. */
  eager?: boolean;
};

export function LanderTile({ profile, sizes, eager = false }: LanderTileProps) {
  const { t } = useTranslation("landers");
  const settings = useLoadedSettings();
  return (
    <MemberCard
      profile={profile}
      settings={settings}
      sizes={sizes}
      eager={eager}
      renderLink={({ className, children }) => (
        <SignupLink className={`${className} lander-tile`} title={t("cta.writeTo", { name: profile.name })}>
          {children}
          {/* After the visible name, so the link's name starts with what it shows (WCAG 2.5.3). */}
          <span className="visually-hidden">{t("cta.writeTo", { name: profile.name })}</span>
        </SignupLink>
      )}
    />
  );
}
