/** A member photo in a fixed 4:5 box: no layout shift, lazy unless told otherwise, a soft placeholder when missing. */
import type { ProfileCard } from "@amora/contract/profiles";
import { useState } from "react";
import { SilhouetteIcon } from "./member-icons.tsx";
import "./profile-photo.scss";

/** The server's renditions of a main image (thumb, match, full), by width in pixels. */
const RENDITION_WIDTHS = { thumb: 200, match: 400, full: 600 } as const;

export type ProfilePhotoProps = {
  image: ProfileCard["main_image"];
  cdnPrefix: string;
  /** The photo's alternative text ("Photo of Sophie"). */
  alt: string;
  /** What a screen reader hears when there is no photo. */
  noPhotoLabel: string;
  /** The `sizes` attribute: how wide the box is shown, so the browser picks the smallest rendition that is sharp. */
  sizes: string;
  /** Above-the-fold photos load at once; the rest wait until they come near the viewport. */
  eager?: boolean;
};

export function photoUrl(cdnPrefix: string, path: string): string {
  if (/^(https?:)?\/\//.test(path)) return path;
  return `${cdnPrefix}${path}`;
}

export function ProfilePhoto({
  image,
  cdnPrefix,
  alt,
  noPhotoLabel,
  sizes,
  eager = false,
}: ProfilePhotoProps) {
  const [failed, setFailed] = useState(false);

  return (
    <span className="profile-photo">
      {image && !failed ? (
        <img
          src={photoUrl(cdnPrefix, image.thumb_filename)}
          srcSet={[
            `${photoUrl(cdnPrefix, image.thumb_filename)} ${RENDITION_WIDTHS.thumb}w`,
            `${photoUrl(cdnPrefix, image.match)} ${RENDITION_WIDTHS.match}w`,
            `${photoUrl(cdnPrefix, image.filename)} ${RENDITION_WIDTHS.full}w`,
          ].join(", ")}
          sizes={sizes}
          alt={alt}
          width={RENDITION_WIDTHS.match}
          height={(RENDITION_WIDTHS.match * 5) / 4}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={eager ? "high" : "auto"}
          onError={() => setFailed(true)}
          className="profile-photo__img"
        />
      ) : (
        <span className="profile-photo__placeholder" role="img" aria-label={noPhotoLabel}>
          <SilhouetteIcon size={48} />
        </span>
      )}
    </span>
  );
}
