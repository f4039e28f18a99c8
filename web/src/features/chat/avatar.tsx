/** A round member photo for the chat list and the conversation header; a silhouette without a photo. */
import type { ProfileCard } from "@amora/contract/profiles";
import { useState } from "react";
import { SilhouetteIcon } from "../../components/member-icons.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";

export function Avatar({
  image,
  cdnPrefix,
  size = 48,
}: {
  image: ProfileCard["main_image"] | undefined;
  cdnPrefix: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="chat-avatar" style={{ width: size, height: size }}>
      {image && !failed ? (
        <img
          src={photoUrl(cdnPrefix, image.thumb_filename)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <SilhouetteIcon size={Math.round(size * 0.55)} />
      )}
    </span>
  );
}
