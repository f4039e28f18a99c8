/**
 * Lander "collagelanding" (/landers/collagelanding/:slug?): a mosaic of member photos in tiles of varied
 * sizes fills the screen behind a centred signup card.
 */
import { useTranslation } from "react-i18next";
import { screenHandle } from "../../app/screen-handle.ts";
import {
  LanderCta,
  LanderPhoto,
  LanderProfilesState,
  LanderTrust,
  landerLoader,
  useLanderHeadline,
  useLanderPage,
} from "../../features/landers/index.ts";
import "./collagelanding.scss";

export const handle = screenHandle("lander");
export const loader = landerLoader("collagelanding");

/**
 * The mosaic's tiles in order (collagelanding.scss spans them): 3 columns on phones, 6 from 992 px, rows of
 * a fixed height, so the big tiles are 2×2 and the tall ones 1×2. At most 16 tiles.
 */
const TILE_SIZES = "(min-width: 992px) 34vw, 67vw";
const MOSAIC_SIZE = 16;

export function Component() {
  const { t } = useTranslation("landers");
  const page = useLanderPage("collagelanding");
  const headline = useLanderHeadline(t("collagelanding.title", { people: page.people }));
  const mosaic = page.profiles.slice(0, MOSAIC_SIZE);

  return (
    <div className="lander-page lander-collage">
      <div className="lander-collage__stage">
        {mosaic.length > 0 && (
          <ul className="lander-collage__mosaic list-unstyled" aria-label={t("collagelanding.collageLabel")}>
            {mosaic.map((profile, index) => (
              <li key={profile.id} className="lander-collage__tile">
                <LanderPhoto profile={profile} sizes={TILE_SIZES} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <section className="lander-collage__card" aria-labelledby="lander-title">
          <p className="lander-eyebrow">
            {t("collagelanding.eyebrow", { country: page.country, people: page.people })}
          </p>
          <h1 id="lander-title" className="lander-title">
            {headline}
          </h1>
          <p className="lander-lead">{t("collagelanding.lead")}</p>
          <LanderCta />
          {mosaic.length === 0 && (
            <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
          )}
        </section>
      </div>
      <LanderTrust />
    </div>
  );
}
