/**
 * A member's landing pages (spec §2: /members/:id/landing, /landing2/:slug?, /landing3/:slug?), where an ad
 * about one member brings a visitor: that member big, and a first message to them that the signup carries
 * (LandingMessageForm → /members/:id/signup). Three layouts: "chat" (photo and message box), "gallery" (a
 * split screen with their photos) and "preview" (a chat window). An unknown member is the 404 page.
 */
import type { ProfileView } from "@amora/contract/profiles";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorPage } from "../../../app/errors/error-page.tsx";
import { paths } from "../../../app/paths.ts";
import { LoadFailed } from "../../../components/load-failed.tsx";
import { FictionalMark } from "../../../components/member-card.tsx";
import { LockIcon, MapPinIcon } from "../../../components/member-icons.tsx";
import { ProfilePhoto, photoUrl } from "../../../components/profile-photo.tsx";
import { ApiError } from "../../../lib/api-errors.ts";
import { profileQuery } from "../../members/index.ts";
import { useLoadedSettings } from "../../site/index.ts";
import { LandingMessageForm } from "./landing-message-form.tsx";
import "./member-landing.scss";

export type MemberLandingLayout = "chat" | "gallery" | "preview";

/** The big photo is the column's width: the whole screen on phones, about half of the container from 992 px. */
const PHOTO_SIZES = "(min-width: 992px) 540px, 100vw";

export function MemberLandingPage({ id, layout }: { id: number; layout: MemberLandingLayout }) {
  const { t } = useTranslation("landers");
  const valid = Number.isInteger(id) && id > 0;
  const profile = useQuery({ ...profileQuery(id), enabled: valid });

  // A member who does not exist (or is not shown to this visitor) is the 404 page, in the lander layout.
  if (!valid) return <ErrorPage error={new ApiError(404, "NOT_FOUND", "Not Found")} />;
  if (profile.error instanceof ApiError && profile.error.status === 404)
    return <ErrorPage error={profile.error} />;
  if (profile.isError) {
    return (
      <div className="container py-4">
        <h1 className="visually-hidden">{t("memberLanding.title")}</h1>
        <LoadFailed text={t("memberLanding.error")} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (profile.isPending) {
    return (
      <div className={`member-landing member-landing--${layout}`} aria-busy="true">
        <h1 className="visually-hidden">{t("memberLanding.title")}</h1>
        <span className="visually-hidden" role="status">
          {t("memberLanding.loading")}
        </span>
        <div className="container member-landing__grid placeholder-glow" aria-hidden="true">
          <span className="placeholder member-landing__photo-skeleton" />
          <span className="member-landing__panel">
            <span className="placeholder col-8 placeholder-lg d-block mb-3" />
            <span className="placeholder col-10 d-block" />
          </span>
        </div>
      </div>
    );
  }
  const member = profile.data;
  if (layout === "gallery") return <GalleryLanding member={member} />;
  if (layout === "preview") return <PreviewLanding member={member} />;
  return <ChatLanding member={member} />;
}

/** The member's main photo, big, with the fictional mark where it applies and their name over it. */
function MemberPhoto({ member, caption = true }: { member: ProfileView; caption?: boolean }) {
  const { t } = useTranslation("common");
  const settings = useLoadedSettings();
  return (
    <figure className="member-landing__photo">
      <ProfilePhoto
        image={member.main_image}
        cdnPrefix={settings.cdn_prefix}
        alt={t("memberCard.photoOf", { name: member.name })}
        noPhotoLabel={t("memberCard.noPhoto")}
        sizes={PHOTO_SIZES}
        eager
      />
      {member.fictional && (
        <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} spelled />
      )}
      {caption && (
        <figcaption className="member-landing__caption">
          <span className="member-landing__name">
            {t("memberCard.nameAge", { name: member.name, age: member.age })}
          </span>
          {member.city && (
            <span className="member-landing__city">
              <MapPinIcon size={16} />
              {member.city}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}

function ChatLanding({ member }: { member: ProfileView }) {
  const { t } = useTranslation("landers");
  return (
    <div className="member-landing member-landing--chat">
      <div className="container member-landing__grid">
        <MemberPhoto member={member} />
        <div className="member-landing__panel">
          <h1 className="member-landing__title">{t("memberLanding.wantsToChat", { name: member.name })}</h1>
          <p className="member-landing__lead">{t("memberLanding.chatLead", { name: member.name })}</p>
          <LandingMessageForm member={member} />
        </div>
      </div>
    </div>
  );
}

/** How many of the member's photos the gallery shows beside the main one. */
const GALLERY_TILES = 4;

function GalleryLanding({ member }: { member: ProfileView }) {
  const { t } = useTranslation("landers");
  // The interests' names are the profile page's (members catalogue).
  const { t: tMembers } = useTranslation("members");
  const { t: tCommon } = useTranslation("common");
  const settings = useLoadedSettings();
  const more = member.photos.filter((photo) => photo.filename !== member.main_image?.filename);
  const shown = more.slice(0, member.locked_photos > 0 ? GALLERY_TILES - 1 : GALLERY_TILES);
  const hidden = member.locked_photos + more.length - shown.length;
  return (
    <div className="member-landing member-landing--gallery">
      <div className="member-landing__split">
        <div className="member-landing__gallery">
          <MemberPhoto member={member} caption={false} />
          {(shown.length > 0 || hidden > 0) && (
            <ul className="member-landing__tiles">
              {shown.map((photo) => (
                <li key={photo.id} className="member-landing__tile">
                  <img
                    src={photoUrl(settings.cdn_prefix, photo.thumb_filename)}
                    alt={tCommon("memberCard.photoOf", { name: member.name })}
                    width={200}
                    height={250}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
              {hidden > 0 && (
                <li className="member-landing__tile member-landing__tile--locked">
                  <Link to={paths.memberSignup(member.id)} state={{ name: member.name }}>
                    <LockIcon size={22} />
                    <span>{t("memberLanding.morePhotos", { count: hidden, name: member.name })}</span>
                  </Link>
                </li>
              )}
            </ul>
          )}
        </div>
        <div className="member-landing__panel member-landing__panel--gallery">
          <h1 className="member-landing__title">{t("memberLanding.meet", { name: member.name })}</h1>
          <p className="member-landing__facts">
            <span>{t("memberLanding.age", { count: member.age })}</span>
            {member.city && (
              <span>
                <MapPinIcon size={16} />
                {member.city}
              </span>
            )}
          </p>
          {member.about && (
            <section className="member-landing__about" aria-labelledby="member-landing-about">
              <h2 id="member-landing-about" className="member-landing__subtitle">
                {t("memberLanding.about", { name: member.name })}
              </h2>
              <p>{member.about}</p>
            </section>
          )}
          {member.interests && member.interests.length > 0 && (
            <ul className="member-landing__chips" aria-label={t("memberLanding.interests")}>
              {member.interests.map((interest) => (
                <li key={interest}>
                  {tMembers(`interests.${interest}` as "interests.relationship", { defaultValue: interest })}
                </li>
              ))}
            </ul>
          )}
          <LandingMessageForm member={member} />
        </div>
      </div>
    </div>
  );
}

/** A chat window as the conversation with the member would look: their photo and lines, the visitor's composer. */
function PreviewLanding({ member }: { member: ProfileView }) {
  const { t } = useTranslation("landers");
  const { t: tCommon } = useTranslation("common");
  const settings = useLoadedSettings();
  const image = member.main_image;
  return (
    <div className="member-landing member-landing--preview">
      <div className="container">
        <h1 className="member-landing__title text-center">
          {t("memberLanding.previewTitle", { name: member.name })}
        </h1>
        <p className="member-landing__lead text-center">
          {t("memberLanding.previewLead", { name: member.name })}
        </p>
        <section className="chat-preview" aria-label={t("memberLanding.previewLabel", { name: member.name })}>
          <header className="chat-preview__head">
            <span className="chat-preview__avatar">
              {image && (
                <img
                  src={photoUrl(settings.cdn_prefix, image.thumb_filename)}
                  alt=""
                  width={48}
                  height={48}
                />
              )}
            </span>
            <span className="chat-preview__who">
              <strong>{tCommon("memberCard.nameAge", { name: member.name, age: member.age })}</strong>
              {member.city && <span>{member.city}</span>}
            </span>
            {member.fictional && (
              <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} spelled />
            )}
          </header>
          <ol className="chat-preview__lines">
            <li className="chat-preview__bubble">{t("memberLanding.bubble.hello", { name: member.name })}</li>
            <li className="chat-preview__bubble chat-preview__bubble--photo">
              <MemberPhoto member={member} caption={false} />
            </li>
            <li className="chat-preview__bubble">
              {member.city
                ? t("memberLanding.bubble.city", { city: member.city })
                : t("memberLanding.bubble.noCity")}
            </li>
            <li className="chat-preview__typing" aria-hidden="true">
              <span />
              <span />
              <span />
            </li>
          </ol>
          <div className="chat-preview__composer">
            <LandingMessageForm member={member} compact />
          </div>
        </section>
      </div>
    </div>
  );
}
