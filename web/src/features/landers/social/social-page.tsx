/**
 * Lander "socialnetwork" (/landers/socialnetwork/:slug?): the lander's members as a social network's feed.
 * Each post is a member (photo, name, age, town) with a line from the catalogue's templates ("added new
 * photos", "is looking for…"); no counts, as none would be real. Like, comment and message open the signup to
 * write to that member. From 992 px the intro and the call to action stay on the left, members nearby on the
 * right.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { useTranslation } from "react-i18next";
import { HeartIcon, MessagesIcon } from "../../../components/member-icons.tsx";
import { photoUrl } from "../../../components/profile-photo.tsx";
import { SignupLink } from "../../signup/index.ts";
import { useLoadedSettings } from "../../site/index.ts";
import {
  LanderCta,
  LanderPhoto,
  LanderProfilesState,
  LanderTrust,
  useLanderHeadline,
  useLanderPage,
} from "../index.ts";
import "../page-parts.scss";
import "./social.scss";

/** The feed's posts; the lander's other members are the "nearby" column. */
const POSTS = 12;
const NEARBY = 8;
/** The templates a post's line is taken from, in turn. */
const POST_LINES = ["photos", "looking", "meet"] as const;
/** The feed column is at most 32rem wide (social.scss). */
const POST_PHOTO_SIZES = "(min-width: 576px) 512px, 100vw";

export function SocialPage() {
  const { t } = useTranslation("landers");
  const page = useLanderPage("socialnetwork");
  const headline = useLanderHeadline(t("social.title"));
  const posts = page.profiles.slice(0, POSTS);
  const nearby = page.profiles.slice(POSTS, POSTS + NEARBY);
  return (
    <div className="lander-page socialfeed">
      <div className="container socialfeed__layout">
        <header className="socialfeed__intro">
          <p className="lander-eyebrow">{t("social.eyebrow", { country: page.country })}</p>
          <h1 className="socialfeed__title">{headline}</h1>
          <p className="socialfeed__lead">{t("social.lead")}</p>
          <LanderCta className="lander-cta--desktop" />
        </header>
        <section className="socialfeed__feed" aria-label={t("social.feedLabel")}>
          {posts.length > 0 ? (
            posts.map((profile, index) => (
              <FeedPost
                key={profile.id}
                profile={profile}
                line={POST_LINES[index % POST_LINES.length] ?? "photos"}
                eager={index === 0}
              />
            ))
          ) : (
            <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
          )}
        </section>
        {nearby.length > 0 && (
          <aside className="socialfeed__nearby" aria-labelledby="socialfeed-nearby">
            <h2 id="socialfeed-nearby" className="socialfeed__nearby-title">
              {t("social.nearby")}
            </h2>
            <ul className="list-unstyled socialfeed__nearby-list">
              {nearby.map((profile) => (
                <li key={profile.id}>
                  <NearbyMember profile={profile} />
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
      <div className="lander-sticky-cta">
        <LanderCta note={false} />
      </div>
      <LanderTrust />
    </div>
  );
}

function Avatar({ profile, size }: { profile: ProfileCard; size: number }) {
  const settings = useLoadedSettings();
  const image = profile.main_image;
  return (
    <span className="socialfeed__avatar" style={{ width: size, height: size }}>
      {image ? (
        <img
          src={photoUrl(settings.cdn_prefix, image.thumb_filename)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span aria-hidden="true">{profile.name.slice(0, 1)}</span>
      )}
    </span>
  );
}

function FeedPost({
  profile,
  line,
  eager,
}: {
  profile: ProfileCard;
  line: (typeof POST_LINES)[number];
  eager: boolean;
}) {
  const { t } = useTranslation("landers");
  const { t: tCommon } = useTranslation("common");
  const headingId = `feed-post-${profile.id}`;
  const title = t("cta.writeTo", { name: profile.name });
  return (
    <article className="feed-post" aria-labelledby={headingId}>
      <header className="feed-post__head">
        <Avatar profile={profile} size={44} />
        <span className="feed-post__who">
          <span id={headingId} className="feed-post__name">
            {tCommon("memberCard.nameAge", { name: profile.name, age: profile.age })}
          </span>
          {profile.city && <span className="feed-post__city">{profile.city}</span>}
        </span>
      </header>
      <p className="feed-post__text">
        {t(`social.post.${line}`, { name: profile.name, city: profile.city || "" })}
      </p>
      <div className="feed-post__photo">
        <LanderPhoto profile={profile} sizes={POST_PHOTO_SIZES} eager={eager} />
      </div>
      <footer className="feed-post__actions">
        <SignupLink
          className="feed-post__action"
          title={title}
          aria-label={t("social.like", { name: profile.name })}
        >
          <HeartIcon size={22} />
          <span aria-hidden="true">{t("social.likeShort")}</span>
        </SignupLink>
        <SignupLink
          className="feed-post__action"
          title={title}
          aria-label={t("social.comment", { name: profile.name })}
        >
          <MessagesIcon size={22} />
          <span aria-hidden="true">{t("social.commentShort")}</span>
        </SignupLink>
        <SignupLink className="feed-post__action feed-post__action--primary" title={title}>
          {t("social.message", { name: profile.name })}
        </SignupLink>
      </footer>
    </article>
  );
}

function NearbyMember({ profile }: { profile: ProfileCard }) {
  const { t } = useTranslation("landers");
  const { t: tCommon } = useTranslation("common");
  return (
    <SignupLink className="socialfeed__nearby-member" title={t("cta.writeTo", { name: profile.name })}>
      <Avatar profile={profile} size={48} />
      <span className="feed-post__who">
        <span className="feed-post__name">
          {tCommon("memberCard.nameAge", { name: profile.name, age: profile.age })}
        </span>
        {profile.city && <span className="feed-post__city">{profile.city}</span>}
      </span>
      <span className="visually-hidden">{t("cta.writeTo", { name: profile.name })}</span>
    </SignupLink>
  );
}
