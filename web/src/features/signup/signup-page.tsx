/**
 * The signup steps as a page: /signup, and /members/:id/signup where a visitor signs up to write to that
 * member (the first message and the profile go with the signup). Members who are logged in already are
 * sent on; one who just signed up here stays to see the last step.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageCard } from "../../components/page-card.tsx";
import { Redirect } from "../../lib/navigation.tsx";
import { useSessionUser } from "../session/session.ts";
import { SignupFlow, type SignupFlowProps } from "./signup-flow.tsx";

export function SignupPage({ target }: { target?: SignupFlowProps["target"] }) {
  const { t } = useTranslation("account");
  const user = useSessionUser();
  const [wasMember] = useState(user !== null);

  if (wasMember) return <Redirect to={paths.members} />;

  return (
    <PageCard
      wide
      footer={
        user === null && (
          <>
            {t("signup.haveAccount")} <Link to={paths.login}>{t("signup.login")}</Link>
          </>
        )
      }
    >
      <SignupFlow headingLevel={1} target={target} />
    </PageCard>
  );
}
