/**
 * The staff login in two steps: e-mail and password, then the second factor, a 6-digit code from the
 * authenticator app or one of the recovery codes. A staff member whose setup is not finished is told to
 * use the setup link (the server answers `next: "setup"`).
 */
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../components/password-field.tsx";
import { TextField } from "../components/text-field.tsx";
import { TotpCodeField } from "../components/totp-code-field.tsx";
import { adminApi } from "./admin-api.ts";
import { type LoginState, useSessionEnded, useSetStaff } from "./admin-session.tsx";
import { AuthCard } from "./auth-card.tsx";
import { ErrorAlert } from "./error-alert.tsx";

type Step = "password" | "totp" | "recovery" | "setup";

/** Where to go once logged in: back where the session ended, if that was a back-office path. */
export function returnPath(state: LoginState | null): string {
  const from = state?.from;
  return from?.startsWith("/admin/") && !from.startsWith("/admin/login") ? from : "/admin";
}

export function LoginScreen() {
  const { t } = useTranslation("admin");
  const setStaff = useSetStaff();
  const sessionEnded = useSessionEnded();
  const [step, setStep] = useState<Step>("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(call: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const { next } = await adminApi.login(email.trim(), password);
      setPassword("");
      setStep(next === "setup" ? "setup" : "totp");
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      // Known, the staff member leaves this screen (LoginRoute in admin-app.tsx sends them on).
      setStaff((await adminApi.loginCode(code.trim())).staff);
    });
  };

  const switchStep = (next: Step) => {
    setStep(next);
    setCode("");
    setError(null);
  };

  if (step === "setup") {
    return (
      <AuthCard title={t("login.title")}>
        <div className="alert alert-info">{t("login.setupNeeded")}</div>
        <button type="button" className="btn btn-outline-secondary" onClick={() => switchStep("password")}>
          {t("login.back")}
        </button>
      </AuthCard>
    );
  }

  if (step === "password") {
    return (
      <AuthCard title={t("login.title")} intro={t("login.intro")}>
        {sessionEnded && !error && (
          <div className="alert alert-warning" role="status">
            {t("login.sessionEnded")}
          </div>
        )}
        <ErrorAlert error={error} />
        <form onSubmit={submitPassword} noValidate>
          <TextField
            id="admin-email"
            label={t("login.email")}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
          />
          <PasswordField
            id="admin-password"
            label={t("login.password")}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            showLabel={t("login.showPassword")}
            hideLabel={t("login.hidePassword")}
            required
          />
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
            {t("login.submit")}
          </button>
        </form>
      </AuthCard>
    );
  }

  const recovery = step === "recovery";
  return (
    <AuthCard
      title={recovery ? t("login.recoveryTitle") : t("login.totpTitle")}
      intro={recovery ? t("login.recoveryIntro") : t("login.totpIntro")}
    >
      <ErrorAlert error={error} />
      <form onSubmit={submitCode} noValidate>
        {recovery ? (
          <TextField
            key="recovery"
            id="admin-recovery-code"
            label={t("login.recoveryCode")}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
            autoFocus
          />
        ) : (
          <TotpCodeField
            key="totp"
            id="admin-totp-code"
            label={t("login.code")}
            className="mb-3"
            value={code}
            onChange={setCode}
            autoFocus
          />
        )}
        <button
          type="submit"
          className="btn btn-primary btn-lg w-100"
          disabled={busy || (recovery ? code.trim().length < 6 : code.length !== 6)}
        >
          {t("login.verify")}
        </button>
      </form>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <button type="button" className="btn btn-link px-0" onClick={() => switchStep("password")}>
          {t("login.back")}
        </button>
        <button
          type="button"
          className="btn btn-link px-0"
          onClick={() => switchStep(recovery ? "totp" : "recovery")}
        >
          {recovery ? t("login.useTotp") : t("login.useRecovery")}
        </button>
      </div>
    </AuthCard>
  );
}
