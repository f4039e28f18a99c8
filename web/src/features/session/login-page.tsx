/**
 * The login page (/login): e-mail and password, the errors of spec §8 (login failed, blocked for some
 * minutes, deleted account pending) above the form, a way to a new password, and to signing up; below it, the
 * logged-out data export and deletion requests (issue 17). With two-step sign-in on, the password leads to
 * the code step in the same card.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { LinkedText } from "../../components/linked-text.tsx";
import { PageCard } from "../../components/page-card.tsx";
import { PasswordField } from "../../components/password-field.tsx";
import { useRuleForm } from "../../components/rule-form.ts";
import { TextField } from "../../components/text-field.tsx";
import { Redirect, useSearchParam } from "../../lib/navigation.tsx";
import {
  hasErrorCode,
  LoggedOutPrivacyLinks,
  LoginSchema,
  useErrorText,
  useIssueText,
} from "../account/index.ts";
import { SignupLink, useCanSignUp } from "../signup/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useLogIn } from "./api.ts";
import { LoginCodeStep } from "./login-code-step.tsx";
import { safeReturnPath } from "./member-only.tsx";
import { useSessionUser } from "./session.ts";

export function LoginPage() {
  const { t } = useTranslation("account");
  const settings = useLoadedSettings();
  const user = useSessionUser();
  const navigate = useNavigate();
  const logIn = useLogIn();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const canSignUp = useCanSignUp();
  const form = useRuleForm(LoginSchema, {
    defaultValues: { email: "", password: "" },
    issueText,
  });
  const returnTo = safeReturnPath(useSearchParam("next"), paths.members);
  const [twoStepToken, setTwoStepToken] = useState<string | null>(null);
  const goOn = () => void navigate(returnTo, { replace: true });

  // Arriving here logged in (not by logging in on this page): go on at once.
  const [wasMember] = useState(user !== null);
  if (wasMember) return <Redirect to={returnTo} />;

  if (twoStepToken !== null) {
    return (
      <PageCard title={t("login.code.title")}>
        <LoginCodeStep
          token={twoStepToken}
          onDone={goOn}
          onRestart={() => {
            logIn.reset();
            setTwoStepToken(null);
          }}
        />
      </PageCard>
    );
  }

  return (
    <PageCard
      title={t("login.title")}
      lead={t("login.lead")}
      footer={
        canSignUp && (
          <>
            {t("login.noAccount")} <SignupLink>{t("login.signup")}</SignupLink>
          </>
        )
      }
    >
      {logIn.isError && (
        <div className="alert alert-danger" role="alert">
          {errorText(logIn.error)}
          {hasErrorCode(logIn.error, "ACCOUNT_DELETED_PENDING") && (
            <p className="mb-0 mt-2 small">
              <LinkedText
                text={t("login.deletedHelp", { email: `<email>${settings.support_email}</email>` })}
                links={{
                  // The alert's own link colour: the primary pink on the alert's pink reaches only 3.6:1.
                  email: (address) => (
                    <a className="alert-link" href={`mailto:${address}`}>
                      {address}
                    </a>
                  ),
                }}
              />
            </p>
          )}
        </div>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit(({ email, password }) =>
          logIn.mutate(
            { email: email.trim(), password },
            {
              onSuccess: (result) =>
                result.twoStepToken === undefined ? goOn() : setTwoStepToken(result.twoStepToken),
            },
          ),
        )}
      >
        <TextField
          id="login-email"
          label={t("fields.email")}
          type="email"
          inputMode="email"
          autoComplete="username"
          {...form.field("email")}
        />
        <PasswordField
          id="login-password"
          label={t("fields.password")}
          showLabel={t("fields.showPassword")}
          hideLabel={t("fields.hidePassword")}
          autoComplete="current-password"
          {...form.field("password")}
          className="mb-2"
        />
        <p className="text-end mb-4">
          <Link to={paths.resetPassword} className="small fw-semibold">
            {t("login.forgot")}
          </Link>
        </p>
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={logIn.isPending}>
          {logIn.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t("login.submit")}
        </button>
      </form>
      <LoggedOutPrivacyLinks />
    </PageCard>
  );
}
