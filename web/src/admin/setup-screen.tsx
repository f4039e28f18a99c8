/**
 * The one-time setup link (/admin/setup?token=…, mailed or printed by `npm run staff:create`): name,
 * password under the members' password rules, the authenticator app linked by QR code (or the key typed
 * in), the first code, then the recovery codes, shown once, that must be saved before going on.
 */
import type { StaffSetupResponseSchema } from "@amora/contract/admin";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@amora/contract/field-limits";
import { passwordIssue } from "@amora/contract/field-rules";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { AuthenticatorKey } from "../components/authenticator-key.tsx";
import { PasswordField } from "../components/password-field.tsx";
import { RecoveryCodes } from "../components/recovery-codes.tsx";
import { TextField } from "../components/text-field.tsx";
import { TotpCodeField } from "../components/totp-code-field.tsx";
import { adminApi } from "./admin-api.ts";
import { useSetStaff } from "./admin-session.tsx";
import { AuthCard } from "./auth-card.tsx";
import { ErrorAlert } from "./error-alert.tsx";

type SetupResult = z.infer<typeof StaffSetupResponseSchema>;

/** The base32 key in groups of four, as authenticator apps show it, so it can be typed without losing place. */
export function SetupScreen() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const info = useQuery({
    queryKey: ["admin", "setup", token],
    queryFn: () => adminApi.setupInfo(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [result, setResult] = useState<SetupResult | null>(null);

  if (result) return <RecoveryStep result={result} />;
  if (!token || info.isError) {
    return (
      <AuthCard title={t("setup.title")}>
        <div className="alert alert-danger" role="alert">
          {t("setup.linkInvalid")}
        </div>
      </AuthCard>
    );
  }
  if (!info.data) {
    return (
      <AuthCard title={t("setup.title")}>
        <div className="d-flex justify-content-center py-4">
          <div className="spinner-border text-primary" role="status">
            <span className="visually-hidden">{t("loading")}</span>
          </div>
        </div>
      </AuthCard>
    );
  }
  return <SetupForm token={token} info={info.data} onDone={setResult} />;
}

interface SetupFormProps {
  token: string;
  info: { email: string; otpauth_uri: string; secret: string };
  onDone: (result: SetupResult) => void;
}

function SetupForm({ token, info, onDone }: SetupFormProps) {
  const { t } = useTranslation(["admin", "account"]);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const nameError = checked && name.trim() === "" ? t("account:issues.required") : undefined;
  const issue = checked ? passwordIssue(password) : null;
  const passwordError = issue
    ? t(`account:issues.${issue}` as "account:issues.password_too_short", {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
        count: issue === "password_too_long" ? PASSWORD_MAX_LENGTH : PASSWORD_MIN_LENGTH,
      })
    : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (name.trim() === "" || passwordIssue(password) || code.length !== 6) return;
    setBusy(true);
    setError(null);
    try {
      onDone(await adminApi.setup({ token, name: name.trim(), password, code }));
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t("setup.title")} intro={t("setup.intro", { email: info.email })}>
      <ErrorAlert error={error} />
      <form onSubmit={submit} noValidate>
        <input type="email" hidden readOnly autoComplete="username" value={info.email} />
        <TextField
          id="setup-name"
          label={t("setup.name")}
          help={t("setup.nameHelp")}
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          required
        />
        <PasswordField
          id="setup-password"
          label={t("setup.password")}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
          showLabel={t("login.showPassword")}
          hideLabel={t("login.hidePassword")}
          required
        />
        <h2 className="h5 mt-4">{t("setup.scanTitle")}</h2>
        <p className="text-body-secondary">{t("setup.scanIntro")}</p>
        <AuthenticatorKey
          secret={info.secret}
          uri={info.otpauth_uri}
          testId="setup-secret"
          texts={{
            qrLabel: t("setup.qrLabel"),
            secret: t("setup.secret"),
            openInApp: t("setup.openInApp"),
          }}
        />
        <TotpCodeField
          id="setup-code"
          label={t("setup.code")}
          className="mb-4"
          value={code}
          onChange={setCode}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy || code.length !== 6}>
          {t("setup.submit")}
        </button>
      </form>
    </AuthCard>
  );
}

function RecoveryStep({ result }: { result: SetupResult }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const setStaff = useSetStaff();
  const [saved, setSaved] = useState(false);
  return (
    <AuthCard title={t("setup.recoveryTitle")} intro={t("setup.recoveryIntro")}>
      <RecoveryCodes
        codes={result.recovery_codes}
        texts={{
          title: t("setup.recoveryTitle"),
          copy: t("setup.copy"),
          copied: t("setup.copied"),
          download: t("setup.download"),
          fileName: t("setup.downloadName"),
        }}
      />
      <div className="form-check mt-4 mb-4">
        <input
          id="recovery-saved"
          className="form-check-input"
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label className="form-check-label" htmlFor="recovery-saved">
          {t("setup.saved")}
        </label>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-lg w-100"
        disabled={!saved}
        onClick={() => {
          setStaff(result.staff);
          void navigate("/admin", { replace: true });
        }}
      >
        {t("setup.continue")}
      </button>
    </AuthCard>
  );
}
