/**
 * The Like / Liked toggle of a profile (aria-pressed). It turns at once while the call runs; a like that
 * makes a match opens the match modal; a refused like (LIKE_NOT_POSSIBLE) or a failed call says so in a
 * toast and the button turns back.
 */
import type { ProfileView } from "@amora/contract/profiles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FeedbackToasts, useFeedbackToasts } from "../../components/feedback-toasts.tsx";
import { HeartFilledIcon } from "../../components/icons.tsx";
import { HeartIcon } from "../../components/member-icons.tsx";
import { useErrorText } from "../account/index.ts";
import { useLike, useUnlike } from "./api.ts";
import { MatchModals, type MatchStep } from "./match-modal.tsx";
import "./likes.scss";

export function LikeButton({ profile, className = "" }: { profile: ProfileView; className?: string }) {
  const { t } = useTranslation("likes");
  const like = useLike();
  const unlike = useUnlike();
  const errorText = useErrorText();
  const { toasts, notify, close } = useFeedbackToasts();
  const [matchStep, setMatchStep] = useState<MatchStep>(null);
  const isPending = like.isPending || unlike.isPending;
  // While a call runs the button shows what it asked for; the answer updates the cached profile.
  const liked = like.isPending ? true : unlike.isPending ? false : profile.liked_by_me;

  const toggle = () => {
    if (isPending) return;
    const onError = (error: unknown) => notify(errorText(error), "error");
    if (liked) {
      unlike.mutate(profile.id, { onError });
    } else {
      like.mutate(
        { profileId: profile.id, source: "profile" },
        {
          onSuccess: (answer) => {
            if (answer.match) setMatchStep("match");
          },
          onError,
        },
      );
    }
  };

  const Icon = liked ? HeartFilledIcon : HeartIcon;
  return (
    <>
      <button
        type="button"
        className={`btn like-button${liked ? " is-liked" : ""} ${className}`}
        aria-pressed={liked}
        aria-busy={isPending || undefined}
        onClick={toggle}
      >
        <Icon size={18} />
        <span>{liked ? t("button.liked") : t("button.like")}</span>
      </button>
      <MatchModals profile={profile} step={matchStep} onStep={setMatchStep} />
      <FeedbackToasts toasts={toasts} onClose={close} closeLabel={t("button.close")} />
    </>
  );
}

/** A line above the actions when the member likes the viewer: a nudge to like back, or the match. */
export function LikeHint({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation("likes");
  if (!profile.likes_me) return null;
  return (
    <p className={`like-hint${profile.liked_by_me ? " like-hint--match" : ""}`}>
      <HeartFilledIcon size={16} />
      <span>{profile.liked_by_me ? t("button.match") : t("button.likesYou", { name: profile.name })}</span>
    </p>
  );
}
