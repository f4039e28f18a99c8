/**
 * Two-step sign-in (decision 052): off, it offers to turn it on (a secret as a QR code and as text, then the
 * password and a first code); on, it tells how many recovery codes are left, makes new ones with the
 * password, and turns it off with the password and a code. New recovery codes are shown this once.
 */
import type { TwoStepSetup } from "@amora/contract/two-step";
import { TWO_STEP_CODE_MAX_LENGTH } from "@amora/contract/user";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticatorKey } from "../../../components/authenticator-key.tsx";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { LoadFailed } from "../../../components/load-failed.tsx";
import { LockIcon } from "../../../components/member-icons.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { RecoveryCodes } from "../../../components/recovery-codes.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { TotpCodeField } from "../../../components/totp-code-field.tsx";
import { fieldIssues, useErrorText, useIssueText } from "../issues.ts";
import {
  twoStepQuery,
  useDisableTwoStep,
  useEnableTwoStep,
  useRenewRecoveryCodes,
  useTwoStepSetup,
} from "../two-step-api.ts";
import { SectionLoading } from "./section-loading.tsx";

type Form = "enable" | "renew" | "disable";

export function TwoStepSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const status = useQuery(twoStepQuery);
  const setup = useTwoStepSetup();
  const [form, setForm] = useState<Form | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setForm(null);
    setup.reset();
  };
  const shown = (fresh: string[], message: string) => {
    close();
    setCodes(fresh);
    notify(message);
  };

  return (
    <FormSection
      id="settings-two-step"
      icon={LockIcon}
      title={t("settings.twoStep.title")}
      lead={t("settings.twoStep.lead")}
    >
      {status.isPending && <SectionLoading label={t("settings.twoStep.title")} />}
      {status.isError && (
        <LoadFailed
          text={t("settings.twoStep.loadFailed", { error: errorText(status.error) })}
          onRetry={() => void status.refetch()}
        />
      )}
      {codes ? (
        <div>
          <h3 className="h6">{t("settings.twoStep.codesTitle")}</h3>
          <p className="text-body-secondary">{t("settings.twoStep.codesLead")}</p>
          <RecoveryCodes
            codes={codes}
            texts={{
              title: t("settings.twoStep.codesTitle"),
              copy: t("settings.twoStep.copy"),
              copied: t("settings.twoStep.copied"),
              download: t("settings.twoStep.download"),
              fileName: t("settings.twoStep.fileName"),
            }}
          />
          <button type="button" className="btn btn-primary mt-3" onClick={() => setCodes(null)}>
            {t("settings.twoStep.codesSaved")}
          </button>
        </div>
      ) : status.data?.enabled ? (
        <>
          <p className="mb-3">
            <span className="badge rounded-pill text-bg-success me-2">{t("settings.twoStep.on")}</span>
            {t("settings.twoStep.codesLeft", { count: status.data.recovery_codes_left })}
          </p>
          {form === null && (
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-outline-secondary" onClick={() => setForm("renew")}>
                {t("settings.twoStep.renew")}
              </button>
              <button type="button" className="btn btn-outline-danger" onClick={() => setForm("disable")}>
                {t("settings.twoStep.turnOff")}
              </button>
            </div>
          )}
          {form === "renew" && (
            <ConfirmForm
              kind="renew"
              onCancel={close}
              onDone={(fresh) => shown(fresh ?? [], t("settings.twoStep.renewed"))}
            />
          )}
          {form === "disable" && (
            <ConfirmForm
              kind="disable"
              onCancel={close}
              onDone={() => {
                close();
                notify(t("settings.twoStep.turnedOff"));
              }}
            />
          )}
        </>
      ) : (
        status.data &&
        (setup.data && form === "enable" ? (
          <>
            <Enrol setup={setup.data} />
            <ConfirmForm
              kind="enable"
              onCancel={close}
              onDone={(fresh) => shown(fresh ?? [], t("settings.twoStep.turnedOn"))}
            />
          </>
        ) : (
          <>
            {setup.isError && (
              <div className="alert alert-danger" role="alert">
                {errorText(setup.error)}
              </div>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={setup.isPending}
              onClick={() => setup.mutate(undefined, { onSuccess: () => setForm("enable") })}
            >
              {setup.isPending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {t("settings.twoStep.turnOn")}
            </button>
          </>
        ))
      )}
    </FormSection>
  );
}

/** The secret to scan, or to type where scanning is not possible (the app on this very phone). */
function Enrol({ setup }: { setup: TwoStepSetup }) {
  const { t } = useTranslation("account");
  return (
    <>
      <p>{t("settings.twoStep.scan")}</p>
      <AuthenticatorKey
        secret={setup.secret}
        uri={setup.otpauth_uri}
        testId="two-step-secret"
        texts={{
          qrLabel: t("settings.twoStep.qrLabel"),
          secret: t("settings.twoStep.secret"),
          openInApp: t("settings.twoStep.openInApp"),
        }}
      />
    </>
  );
}

/** The password again, and for turning on or off a code: the re-authentication of sensitive settings. */
function ConfirmForm({
  kind,
  onCancel,
  onDone,
}: {
  kind: Form;
  onCancel: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const issueText = useIssueText();
  const enable = useEnableTwoStep();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoStep();
  const change = { enable, renew, disable }[kind];
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const issues = fieldIssues(change.error);
  const needsCode = kind !== "renew";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = (codes?: string[]) => onDone(codes);
    if (kind === "enable") enable.mutate({ password, code: code.trim() }, { onSuccess });
    else if (kind === "disable")
      disable.mutate({ password, code: code.trim() }, { onSuccess: () => onDone() });
    else renew.mutate({ password }, { onSuccess });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-3">
      <div className="row g-3 mb-3">
        <div className="col-md-6">
          <PasswordField
            id={`two-step-${kind}-password`}
            label={t("settings.twoStep.password")}
            showLabel={t("fields.showPassword")}
            hideLabel={t("fields.hidePassword")}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={issues.password ? issueText(issues.password) : undefined}
            className=""
          />
        </div>
        {needsCode && (
          <div className="col-md-6">
            {kind === "enable" ? (
              <TotpCodeField
                id="two-step-enable-code"
                label={t("settings.twoStep.code")}
                className=""
                value={code}
                onChange={setCode}
              />
            ) : (
              <TextField
                id="two-step-disable-code"
                label={t("settings.twoStep.codeOrRecovery")}
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={TWO_STEP_CODE_MAX_LENGTH}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className=""
              />
            )}
          </div>
        )}
      </div>
      {change.isError && Object.keys(issues).length === 0 && (
        <div className="alert alert-danger" role="alert">
          {errorText(change.error)}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="submit"
          className={`btn ${kind === "disable" ? "btn-danger" : "btn-primary"}`}
          disabled={change.isPending || password === "" || (needsCode && code.trim() === "")}
        >
          {change.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t(`settings.twoStep.submit.${kind}`)}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t("settings.twoStep.cancel")}
        </button>
      </div>
    </form>
  );
}
