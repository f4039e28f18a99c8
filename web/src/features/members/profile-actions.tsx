/** A profile's action bar (profile-details.tsx shows it under another member's profile). */
import type { ProfileView } from "@amora/contract/profiles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LikeButton, LikeHint } from "../likes/index.ts";
import { useSessionUser } from "../session/index.ts";
import { openSignupModal, SignupLink } from "../signup/index.ts";

type Prompt = "like" | "chat" | "gift";

/** Under another member's profile: like and chat for a member, the signup prompts for a visitor. */
export function ActionBar({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation("members");
  const loggedIn = useSessionUser() !== null;
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  if (loggedIn) {
    return (
      <div className="profile-actions">
        <LikeHint profile={profile} />
        <div className="d-flex gap-2 profile-actions__buttons">
          <LikeButton profile={profile} className="rounded-pill flex-fill" />
          <Link to={paths.memberChat(profile.id)} className="btn btn-primary rounded-pill flex-fill">
            {t("actions.chat")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="profile-actions">
      <div className="d-flex gap-2 profile-actions__buttons">
        <button
          type="button"
          className="btn btn-outline-primary rounded-pill flex-fill"
          onClick={() => {
            // A like is what makes a visitor want an account: the signup opens with the prompt behind it.
            setPrompt("like");
            openSignupModal();
          }}
        >
          {t("actions.like")}
        </button>
        <button
          type="button"
          className="btn btn-primary rounded-pill flex-fill"
          onClick={() => setPrompt("chat")}
        >
          {t("actions.chat")}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary rounded-pill flex-fill"
          onClick={() => setPrompt("gift")}
        >
          {t("actions.gift")}
        </button>
      </div>
      {prompt && (
        <div className="alert alert-info mt-2 mb-0 d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{t(`prompts.${prompt}`, { name: profile.name })}</span>
          <Link to={paths.login} className="alert-link">
            {t("visitor.login")}
          </Link>
          <SignupLink className="alert-link">{t("visitor.signup")}</SignupLink>
        </div>
      )}
    </div>
  );
}
