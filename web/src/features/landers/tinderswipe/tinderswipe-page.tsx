/**
 * Lander "tinderswipe" (/landers/tinderswipe): a swipe demo with the lander's members. After a like, or three
 * swipes, the deck gives way to the signup: the signup modal opens at once (titled with the member liked), and
 * the card that stays in the deck's place offers it again once closed.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { HeartFilledIcon } from "../../../components/icons.tsx";
import { openSignupModal } from "../../signup/index.ts";
import {
  LanderCta,
  LanderPhoto,
  LanderProfilesState,
  LanderTrust,
  useLanderHeadline,
  useLanderPage,
} from "../index.ts";
import { SwipeDeck } from "./swipe-deck.tsx";
import "../page-parts.scss";
import "./tinderswipe.scss";

export function TinderswipePage() {
  const { t } = useTranslation("landers");
  const page = useLanderPage("tinderswipe");
  const headline = useLanderHeadline(t("swipe.title"));
  return (
    <div className="lander-page tinderswipe">
      <div className="container tinderswipe__layout">
        <header className="lander-intro">
          <p className="lander-eyebrow">{t("swipe.eyebrow", { country: page.country })}</p>
          <h1 className="lander-title">{headline}</h1>
          <p className="lander-lead">{t("swipe.lead", { people: page.people })}</p>
        </header>
        <div className="tinderswipe__deck">
          {page.profiles.length > 0 ? (
            <SwipeDeck profiles={page.profiles} ask={(liked) => <SignupAsk liked={liked} />} />
          ) : (
            <LanderProfilesState failed={page.query.isError} onRetry={() => void page.query.refetch()} />
          )}
        </div>
      </div>
      <LanderTrust />
    </div>
  );
}

/** The deck's place once it is time to sign up: who was liked, and the signup (opened once by itself). */
function SignupAsk({ liked }: { liked: ProfileCard | null }) {
  const { t } = useTranslation("landers");
  const title = liked ? t("cta.writeTo", { name: liked.name }) : undefined;
  useEffect(() => {
    openSignupModal(title);
  }, [title]);
  return (
    <section className="tinderswipe-ask" aria-labelledby="tinderswipe-ask-title">
      {liked && (
        <div className="tinderswipe-ask__photo">
          <LanderPhoto profile={liked} sizes="8rem" eager />
          <span className="tinderswipe-ask__heart" aria-hidden="true">
            <HeartFilledIcon size={22} />
          </span>
        </div>
      )}
      <h2 id="tinderswipe-ask-title" className="tinderswipe-ask__title">
        {liked ? t("swipe.askLiked", { name: liked.name }) : t("swipe.ask")}
      </h2>
      <p className="tinderswipe-ask__lead">
        {liked ? t("swipe.askLikedLead", { name: liked.name }) : t("swipe.askLead")}
      </p>
      <LanderCta label={liked ? t("swipe.askCta", { name: liked.name }) : undefined} />
    </section>
  );
}
