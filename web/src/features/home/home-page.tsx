/**
 * The home page. A visitor's: hero with member collage, member strip, how it works, trust signals, final
 * call to action. A member's: member-home.tsx, with no signup pitch, a chunk of its own: it brings the
 * member search, which a visitor's first page does not need.
 */

import type { ProfileCard } from "@amora/contract/profiles";
import { lazy, Suspense } from "react";
import { useSessionUser } from "../session/index.ts";
import { useSettings } from "../site/index.ts";
import { useFeaturedProfiles } from "./api.ts";
import { FinalCta } from "./final-cta.tsx";
import { COLLAGE_SIZE, Hero } from "./hero.tsx";
import { HowItWorks } from "./how-it-works.tsx";
import { MembersSection } from "./members-section.tsx";
import { TrustSection } from "./trust-section.tsx";
import "./home.scss";

const MemberHome = lazy(() => import("./member-home.tsx").then((module) => ({ default: module.MemberHome })));

export const FEATURED_LIMIT = 24;
const STRIP_SIZE = 12;
const STRIP_MIN_DISTINCT = 4;

/**
 * The collage takes the first members with a photo, one per picture (demo data shares pictures); the strip
 * prefers the others, so faces don't repeat between the two.
 */
export function splitFeatured(profiles: ProfileCard[]): { collage: ProfileCard[]; strip: ProfileCard[] } {
  const pictures = new Set<string>();
  const collage: ProfileCard[] = [];
  for (const profile of profiles) {
    if (collage.length === COLLAGE_SIZE) break;
    const picture = profile.main_image?.filename;
    if (picture === undefined || pictures.has(picture)) continue;
    pictures.add(picture);
    collage.push(profile);
  }
  const rest = profiles.filter(
    (profile) => !collage.includes(profile) && !pictures.has(profile.main_image?.filename ?? ""),
  );
  const strip = rest.length >= STRIP_MIN_DISTINCT ? rest : profiles;
  return { collage, strip: strip.slice(0, STRIP_SIZE) };
}

export function HomePage() {
  const { data: settings } = useSettings();
  const user = useSessionUser();
  if (user) {
    return (
      <Suspense fallback={null}>
        <MemberHome user={user} settings={settings} />
      </Suspense>
    );
  }
  return <VisitorHome />;
}

function VisitorHome() {
  const { data: settings } = useSettings();
  const featured = useFeaturedProfiles(FEATURED_LIMIT);
  const split = featured.data ? splitFeatured(featured.data) : undefined;

  return (
    <div className="home">
      <Hero settings={settings} collage={featured.isError ? [] : split?.collage} />
      <MembersSection
        settings={settings}
        profiles={split?.strip}
        isPending={featured.isPending}
        isError={featured.isError}
        onRetry={() => void featured.refetch()}
      />
      <HowItWorks />
      <TrustSection settings={settings} />
      <FinalCta settings={settings} />
    </div>
  );
}
