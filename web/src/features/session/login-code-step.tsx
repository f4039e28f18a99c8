/**
 * The login's second step when the member turned two-step sign-in on (decision 052): the six digits of
 * their authenticator app, or one of their recovery codes. The password step's token is good for minutes
 * and a few wrong codes; when it is spent, the member starts again from the e-mail and password.
 */
import { TWO_STEP_CODE_MAX_LENGTH } from "@amora/contract/user";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field.tsx";
import { TotpCodeField } from "../../components/totp-code-field.tsx";
import { hasErrorCode, useErrorText } from "../account/index.ts";
import { useLogInWithCode } from "./api.ts";

export function LoginCodeStep({
  token,
  onDone,
  onRestart,
}: {
  token: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const logIn = useLogInWithCode();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const spent = hasErrorCode(logIn.error, "TWO_STEP_EXPIRED", "TWO_STEP_TOO_MANY_TRIES");
  const ready = recovery ? code.trim().length > 0 : code.length === 6;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) logIn.mutate({ token, code: code.trim() }, { onSuccess: onDone });
  };

  const switchKind = () => {
    setRecovery(!recovery);
    setCode("");
    logIn.reset();
  };

  return (
    <>
      {logIn.isError && (
        <div className="alert alert-danger" role="alert">
          {errorText(logIn.error)}
        </div>
      )}
      {spent ? (
        <button type="button" className="btn btn-primary btn-lg w-100" onClick={onRestart}>
          {t("login.code.restart")}
        </button>
      ) : (
        <form noValidate onSubmit={submit}>
          <p className="text-body-secondary">
            {recovery ? t("login.code.recoveryLead") : t("login.code.lead")}
          </p>
          {recovery ? (
            <TextField
              key="recovery"
              id="login-recovery-code"
              label={t("login.code.recoveryLabel")}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={TWO_STEP_CODE_MAX_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
            />
          ) : (
            <TotpCodeField
              key="totp"
              id="login-code"
              label={t("login.code.label")}
              className="mb-3"
              value={code}
              onChange={setCode}
              autoFocus
            />
          )}
          <p className="text-end mb-4">
            <button type="button" className="btn btn-link btn-sm p-0 fw-semibold" onClick={switchKind}>
              {recovery ? t("login.code.useApp") : t("login.code.useRecovery")}
            </button>
          </p>
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={logIn.isPending || !ready}>
            {logIn.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t("login.code.submit")}
          </button>
          <p className="text-center mt-3 mb-0">
            <button type="button" className="btn btn-link btn-sm" onClick={onRestart}>
              {t("login.code.back")}
            </button>
          </p>
        </form>
      )}
    </>
  );
}
