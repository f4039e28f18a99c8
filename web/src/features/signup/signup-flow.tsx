/**
 * The signup steps (spec §2 "signup steps 0-4"), used by the signup modal, the /signup page and the signup
 * from a profile: progress, back and continue, inline checks with the spec's texts, then the request and its
 * outcome. Server issues lead back to the step of the field they name.
 */
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@amora/contract/accounts";
import { isSupportedLocale } from "@amora/contract/locales";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { ArrowLeftIcon } from "../../components/member-icons.tsx";
import { ResultPanel } from "../../components/result-panel.tsx";
import { useRuleForm } from "../../components/rule-form.ts";
import {
  fieldIssues,
  hasErrorCode,
  useCountryRegions,
  useErrorText,
  useIssueText,
} from "../account/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { useSignUp } from "./api.ts";
import { useCanSignUp } from "./signup-access.ts";
import {
  type CheckContext,
  emptyDraft,
  INPUT_STEPS,
  isSignupField,
  SENDING_STEP,
  type SignupDraft,
  type SignupField,
  type SignupTarget,
  stepOfField,
  stepSchema,
  toSignupRequest,
} from "./signup-form.ts";
import { AboutStep } from "./steps/about-step.tsx";
import { AccountStep } from "./steps/account-step.tsx";
import { BirthStep } from "./steps/birth-step.tsx";
import { PlaceStep } from "./steps/place-step.tsx";
import { fieldId } from "./steps/step-props.ts";
import { readTracking } from "./tracking-store.ts";
import "./signup.scss";

/** Which fields each step has, so a changed field clears only its own server issue. */
const DRAFT_FIELDS: Partial<Record<keyof SignupDraft, SignupField>> = {
  gender: "gender",
  seeking: "seeking",
  message: "signup_message",
  day: "date_of_birth",
  month: "date_of_birth",
  year: "date_of_birth",
  country: "country",
  region: "region",
  city: "city",
  name: "name",
  email: "email",
  password: "password",
  consent: "special_category_consent",
};

export interface SignupFlowProps {
  /** 1 on the signup pages, 2 in the modal (whose title is the dialog's name). */
  headingLevel: 1 | 2;
  /** Signing up from a profile: the first message goes to this member (already written on their landing). */
  target?: SignupTarget & { name: string | null; message?: string };
  /** Told when the request starts and ends, so the modal cannot be closed meanwhile. */
  onSubmittingChange?: (isSubmitting: boolean) => void;
  /**
   * Told when the signup becomes in progress (spec §4: the visitor has entered something or moved on from
   * the first step, until the account exists) and when it stops being so, so the modal cannot be closed by
   * its backdrop or Escape meanwhile and the input is not lost by a stray key or click.
   */
  onInProgressChange?: (inProgress: boolean) => void;
  /** After the last step, when the member goes on to their matches. */
  onFinished?: () => void;
}

export function SignupFlow(props: SignupFlowProps) {
  const canSignUp = useCanSignUp();
  if (!canSignUp) return <InvitationOnly headingLevel={props.headingLevel} />;
  return <SignupSteps {...props} />;
}

function InvitationOnly({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation("account");
  return (
    <ResultPanel
      tone="mail"
      level={headingLevel}
      title={t("signup.invitationOnly")}
      actions={
        <Link to={paths.login} className="btn btn-primary btn-lg">
          {t("signup.login")}
        </Link>
      }
    >
      <p className="mb-0">{t("signup.haveAccount")}</p>
    </ResultPanel>
  );
}

function SignupSteps({
  headingLevel,
  target,
  onSubmittingChange,
  onInProgressChange,
  onFinished,
}: SignupFlowProps) {
  const { t, i18n } = useTranslation("account");
  const settings = useLoadedSettings();
  const navigate = useNavigate();
  const issueText = useIssueText();
  const errorText = useErrorText();
  const idPrefix = `signup${useId().replace(/[^\w-]/g, "")}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signUp = useSignUp();

  const [step, setStep] = useState(0);
  /** Steps the member tried to leave: their problems show, and update as they type. */
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(new Set());
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<unknown>(null);
  // The chosen country's regions load after the form is made: the step's check reads them when it runs.
  const regionsRef = useRef<Pick<CheckContext, "regions" | "regionLabel">>({
    regions: undefined,
    regionLabel: "",
  });
  const checkContext = (): CheckContext => ({
    minAge: settings.min_age,
    today: new Date(),
    ...regionsRef.current,
  });
  const form = useRuleForm(stepSchema(step, checkContext), {
    defaultValues: { ...emptyDraft(settings.geoip_selected_country), message: target?.message ?? "" },
    issueText: problemText,
    serverIssues: serverProblems,
  });
  const draft = form.watch();
  const regions = useCountryRegions(draft.country);
  const regionLabel = t(`fields.regionLabelsLower.${regions.data?.label ?? "region"}`);
  regionsRef.current = { regions: regions.data, regionLabel };

  const isSubmitting = signUp.isPending;
  const onSubmittingChangeRef = useRef(onSubmittingChange);
  onSubmittingChangeRef.current = onSubmittingChange;
  useEffect(() => {
    onSubmittingChangeRef.current?.(isSubmitting);
  }, [isSubmitting]);

  const [isTouched, setTouched] = useState(false);
  const isInProgress = (isTouched || step > 0) && !signUp.isSuccess;
  const onInProgressChangeRef = useRef(onInProgressChange);
  onInProgressChangeRef.current = onInProgressChange;
  useEffect(() => {
    onInProgressChangeRef.current?.(isInProgress);
  }, [isInProgress]);

  // Screen readers and keyboards start each new step at its heading.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current !== step) headingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  /** The text of a problem, found here or by the server, with the values the spec's texts name. */
  function problemText(code: string): ReactNode {
    const text = issueText(code, {
      min_age: settings.min_age,
      label: regionLabel,
      min: PASSWORD_MIN_LENGTH,
      max: code.startsWith("username") ? NAME_MAX_LENGTH : PASSWORD_MAX_LENGTH,
    });
    if (code !== "email_taken") return text;
    return (
      <>
        {text}{" "}
        <Link to={paths.login} className="fw-semibold">
          {t("issues.email_taken_login")}
        </Link>
      </>
    );
  }

  function update(change: Partial<SignupDraft>) {
    setTouched(true);
    for (const [key, value] of Object.entries(change))
      form.setValue(key as keyof SignupDraft, value as never);
    if (checkedSteps.has(step)) void form.trigger();
    const cleared = Object.keys(change).map((key) => DRAFT_FIELDS[key as keyof SignupDraft]);
    setServerProblems((current) => {
      const next = { ...current };
      for (const field of cleared) if (field) delete next[field];
      return next;
    });
    setFormError(null);
  }

  function focusField(field: SignupField) {
    // After React has shown the problem, so the error is announced with the field.
    requestAnimationFrame(() => document.getElementById(fieldId(idPrefix, field))?.focus());
  }

  function submit() {
    const language = isSupportedLocale(i18n.language) ? i18n.language : "en";
    const request = toSignupRequest(form.getValues(), { language, tracking: readTracking(), target });
    setStep(SENDING_STEP);
    signUp.mutate(request, {
      onError: (error) => {
        const issues = Object.fromEntries(
          Object.entries(fieldIssues(error)).map(([field, code]) => [
            field === "signup_profile_id" ? "signup_message" : field,
            code,
          ]),
        );
        const fields = Object.keys(issues).filter(isSignupField);
        setServerProblems(issues);
        if (fields.length > 0) {
          const first = Math.min(...fields.map(stepOfField));
          setStep(first);
          const firstField = fields.find((field) => stepOfField(field) === first);
          if (firstField) focusField(firstField);
        } else {
          setFormError(error);
          setStep(SENDING_STEP - 1);
        }
      },
    });
  }

  // The step's own problems come first, then the server's issues still on it; without either it goes on.
  const goOn = form.handleSubmit(
    () => {
      setCheckedSteps((current) => new Set(current).add(step));
      const withServerIssue = Object.keys(serverProblems).find(
        (field): field is SignupField => isSignupField(field) && stepOfField(field) === step,
      );
      if (withServerIssue) focusField(withServerIssue);
      else if (step === SENDING_STEP - 1) submit();
      else setStep(step + 1);
    },
    (problems) => {
      setCheckedSteps((current) => new Set(current).add(step));
      const first = Object.keys(problems).find(isSignupField);
      if (first) focusField(first);
    },
  );

  function finish() {
    onFinished?.();
    void navigate(paths.signupMatches);
  }

  const Heading = headingLevel === 1 ? "h1" : "h2";

  if (step === SENDING_STEP) {
    if (signUp.isSuccess) {
      return (
        <ResultPanel
          tone="success"
          level={headingLevel}
          title={t("signup.done.title", { name: signUp.data?.profile.name ?? draft.name.trim() })}
          actions={
            <button type="button" className="btn btn-primary btn-lg px-5" onClick={finish}>
              {t("signup.done.cta")}
            </button>
          }
        >
          <p className="mb-0">{t("signup.done.text")}</p>
        </ResultPanel>
      );
    }
    return (
      <div className="signup-sending" role="status">
        <span className="signup-sending__spinner spinner-border" aria-hidden="true" />
        <Heading className="h4 mt-4 mb-2">{t("signup.sending.title")}</Heading>
        <p className="text-body-secondary mb-0">{t("signup.sending.text")}</p>
      </div>
    );
  }

  const stepName = INPUT_STEPS[step] ?? "about";
  const stepProps = { idPrefix, draft, update, problem: form.issue, disabled: isSubmitting };
  const total = INPUT_STEPS.length;

  return (
    <form className="signup-flow" noValidate onSubmit={goOn}>
      <div className="signup-flow__progress">
        <div
          className="progress"
          role="progressbar"
          aria-label={t("signup.progress", { step: step + 1, total })}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step + 1}
        >
          <div className="progress-bar" style={{ width: `${((step + 1) / total) * 100}%` }} />
        </div>
        <span className="signup-flow__step" aria-hidden="true">
          {t("signup.progress", { step: step + 1, total })}
        </span>
      </div>

      <Heading ref={headingRef} tabIndex={-1} className="signup-flow__title">
        {t(`signup.${stepName}.title`)}
      </Heading>
      <p className="signup-flow__lead">{t(`signup.${stepName}.lead`, { min_age: settings.min_age })}</p>

      {stepName === "about" && (
        <AboutStep
          {...stepProps}
          withMessage={target?.profileId !== undefined}
          memberName={target?.name ?? null}
        />
      )}
      {stepName === "birth" && <BirthStep {...stepProps} minAge={settings.min_age} />}
      {stepName === "place" && <PlaceStep {...stepProps} />}
      {stepName === "account" && <AccountStep {...stepProps} minAge={settings.min_age} />}

      {formError !== null && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {errorText(formError)}
          {hasErrorCode(formError, "SIGNUP_CLOSED") && (
            <>
              {" "}
              <Link to={paths.login}>{t("signup.login")}</Link>
            </>
          )}
        </div>
      )}

      <div className="signup-flow__actions">
        {step > 0 && (
          <button type="button" className="btn btn-link signup-flow__back" onClick={() => setStep(step - 1)}>
            <ArrowLeftIcon size={18} />
            {t("signup.back")}
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-lg signup-flow__next" disabled={isSubmitting}>
          {step === total - 1 ? t("signup.submit") : t("signup.next")}
        </button>
      </div>
    </form>
  );
}
