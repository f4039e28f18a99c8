/**
 * Lander "gallery" (/landers/gallery/:slug?): a grid of member photo cards, 2 columns on phones and up to 6
 * on desktops; a card opens the signup titled with that member's name ("Sign up to write to Emma").
 */
import { useTranslation } from "react-i18next";
import { screenHandle } from "../../app/screen-handle.ts";
import {
  LanderCta,
  LanderProfilesState,
  LanderTile,
  LanderTrust,
  landerLoader,
  useLanderHeadline,
  useLanderPage,
} from "../../features/landers/index.ts";
import "./gallery.scss";

export const handle = screenHandle("lander");
export const loader = landerLoader("gallery");

/** The grid of gallery.scss: 2 columns, 3 from 576 px, 4 from 992, 6 from 1200 (in a 1140 px container). */
const TILE_SIZES = "(min-width: 1200px) 180px, (min-width: 992px) 22vw, (min-width: 576px) 31vw, 46vw";
/** The first row on phones loads at once; the rest as it nears the viewport. */
const EAGER_TILES = 2;

export function Component() {
  const { t } = useTranslation("landers");
  const page = useLanderPage("gallery");
  const headline = useLanderHeadline(t("gallery.title", { people: page.people }));
  return (
    <div className="lander-page lander-gallery">
      <section className="lander-gallery__hero container" aria-labelledby="lander-title">
        <p className="lander-eyebrow">{t("gallery.eyebrow", { country: page.country })}</p>
        <h1 id="lander-title" className="lander-title">
          {headline}
        </h1>
        <p className="lander-lead">{t("gallery.lead")}</p>
      </section>
      <div className="container">
        {page.profiles.length > 0 ? (
          <ul className="lander-gallery__grid list-unstyled" aria-label={t("gallery.listLabel")}>
            {page.profiles.map((profile, index) => (
              <LanderTile key={profile.id} profile={profile} sizes={TILE_SIZES} eager={index < EAGER_TILES} />
            ))}
          </ul>
        ) : (
          <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
        )}
        <div className="lander-gallery__more">
          <p className="lander-gallery__more-text">{t("gallery.more")}</p>
          <LanderCta />
        </div>
      </div>
      <div className="lander-gallery__sticky">
        <LanderCta note={false} />
      </div>
      <LanderTrust />
    </div>
  );
}
