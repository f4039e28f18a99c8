/**
 * The signup steps as a page: /signup, and /members/:id/signup where a visitor signs up to write to that
 * member (the first message and the profile go with the signup): that member shows above the steps, with
 * their photo, so the visitor sees who they are signing up for. Members who are logged in already are sent
 * on; one who just signed up here stays to see the last step. Where signing up is by invitation only, the
 * page says so once, with its own "Log in", and no second one under the card.
 */
import type { ProfileView } from "@amora/contract/profiles";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { SilhouetteIcon } from "../../components/member-icons.tsx";
import { PageCard } from "../../components/page-card.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";
import { Redirect } from "../../lib/navigation.tsx";
import { profileQuery } from "../members/index.ts";
import { useSessionUser } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useCanSignUp } from "./signup-access.ts";
import { SignupFlow, type SignupFlowProps } from "./signup-flow.tsx";

export function SignupPage({ target }: { target?: SignupFlowProps["target"] }) {
  const { t } = useTranslation("account");
  const user = useSessionUser();
  const [wasMember] = useState(user !== null);
  const canSignUp = useCanSignUp();
  const member = useQuery({ ...profileQuery(target?.profileId ?? 0), enabled: target !== undefined });
  const memberName = target?.name ?? member.data?.name ?? null;

  if (wasMember) return <Redirect to={paths.members} />;

  return (
    <PageCard
      wide
      footer={
        user === null &&
        canSignUp && (
          <>
            {t("signup.haveAccount")} <Link to={paths.login}>{t("signup.login")}</Link>
          </>
        )
      }
    >
      {canSignUp && member.data && user === null && <SignupTarget member={member.data} />}
      <SignupFlow headingLevel={1} target={target && { ...target, name: memberName }} />
    </PageCard>
  );
}

/** The member the visitor came for: photo, name, age and town, and why they are signing up. */
function SignupTarget({ member }: { member: ProfileView }) {
  const { t } = useTranslation("account");
  const settings = useLoadedSettings();
  const image = member.main_image;
  return (
    <div className="signup-target" data-testid="signup-target">
      <span className="signup-target__photo">
        {image ? (
          <img src={photoUrl(settings.cdn_prefix, image.thumb_filename)} alt="" width={64} height={64} />
        ) : (
          <SilhouetteIcon size={32} />
        )}
      </span>
      <span className="signup-target__text">
        <strong className="signup-target__name">
          {member.name}, {member.age}
        </strong>
        {member.city && <span className="signup-target__city">{member.city}</span>}
        <span className="signup-target__why">{t("signup.target", { name: member.name })}</span>
      </span>
    </div>
  );
}
