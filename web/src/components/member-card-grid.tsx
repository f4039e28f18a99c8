/** A list of member cards that link to the profiles, with the site's fictional disclosure and the shared card texts. */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { useDataFetchDelayPassed } from "../lib/data-fetch-delay.ts";
import { MemberCard, type MemberCardSettings } from "./member-card.tsx";

interface MemberCardGridProps {
  profiles: ProfileCard[];
  settings: MemberCardSettings & Pick<Settings, "fictional_plural">;
  /** The list's accessible name. */
  label: string;
  className: string;
  /** The `sizes` of the card photos, for the grid's columns. */
  sizes: string;
}

/**
 * Cards whose photos load at once: the first two rows of a phone's two columns, where the page's largest
 * paint is; a lazy photo there waits for layout before it is even requested.
 */
const EAGER_CARDS = 4;

export function MemberCardGrid({ profiles, settings, label, className, sizes }: MemberCardGridProps) {
  const anyFictional = profiles.some((profile) => profile.fictional);
  return (
    <>
      <ul className={`${className} list-unstyled`} aria-label={label}>
        {profiles.map((profile, index) => (
          <MemberCard
            key={profile.id}
            eager={index < EAGER_CARDS}
            profile={profile}
            settings={settings}
            sizes={sizes}
            renderLink={({ className: linkClass, children }) => (
              <Link to={paths.member(profile.id)} className={linkClass}>
                {children}
              </Link>
            )}
          />
        ))}
      </ul>
      {anyFictional && (
        // The key to the mark, in the site's own words for fictional profiles (setting fictional_plural).
        <p className="small text-body-secondary mt-2 mb-0" data-testid="fictional-legend">
          <span aria-hidden="true">{settings.fictional_icon}</span> = {settings.fictional_plural}
        </p>
      )}
    </>
  );
}

/** The grid's loading state: photo-shaped placeholders, and the status text for screen readers. */
export function MemberGridSkeleton({
  className,
  count,
  label,
}: {
  className: string;
  count: number;
  label: string;
}) {
  // Spec §9's data-fetch delay: the placeholders appear only when the answer is slow in coming.
  const showPlaceholders = useDataFetchDelayPassed();
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {/* Invisible rather than hidden before the delay: the grid's room is kept, so the footer below does not
          jump when the cards arrive (layout shift). */}
      <ul
        className={`${className} list-unstyled placeholder-glow${showPlaceholders ? "" : " invisible"}`}
        aria-hidden="true"
        data-testid="member-grid-skeleton"
      >
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
          <li key={index} className="member-card">
            <span className="profile-photo placeholder" />
          </li>
        ))}
      </ul>
    </div>
  );
}
