/**
 * Re-authentication before a dangerous action (a ban, a refund, a price change). Later screens run their
 * call through `useReauth()`: when the server answers REAUTH_REQUIRED (the last check is older than
 * STAFF_REAUTH_MS), a dialog asks for the password or a code, POSTs it to /api/admin/reauth and then
 * runs the call again. Cancelling rejects with the original error, so the screen shows nothing new.
 */
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../components/password-field.tsx";
import { TextField } from "../components/text-field.tsx";
import { ApiError } from "../lib/api-errors.ts";
import { adminApi } from "./admin-api.ts";
import { ErrorAlert } from "./error-alert.tsx";

type RunWithReauth = <T>(call: () => Promise<T>) => Promise<T>;

const ReauthContext = createContext<RunWithReauth | null>(null);

interface Pending {
  resolve: () => void;
  reject: () => void;
}

export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const askAgain = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        const next = { resolve, reject };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const run: RunWithReauth = useCallback(
    async (call) => {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "REAUTH_REQUIRED")) throw error;
        await askAgain().catch(() => {
          throw error;
        });
        return call();
      }
    },
    [askAgain],
  );

  const close = (confirmed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (confirmed) current?.resolve();
    else current?.reject();
  };

  return (
    <ReauthContext.Provider value={run}>
      {children}
      <ReauthDialog show={pending !== null} onDone={() => close(true)} onCancel={() => close(false)} />
    </ReauthContext.Provider>
  );
}

/** Runs a call, asking for the password or a code again when the server wants it. */
export function useReauth(): RunWithReauth {
  const run = useContext(ReauthContext);
  if (!run) throw new Error("useReauth needs a ReauthProvider");
  return run;
}

function ReauthDialog({
  show,
  onDone,
  onCancel,
}: {
  show: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const [method, setMethod] = useState<"password" | "code">("password");
  const [value, setValue] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setValue("");
    setError(null);
    setBusy(false);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await adminApi.reauth(method === "password" ? { password: value } : { code: value.trim() });
      reset();
      onDone();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <Modal show={show} onHide={onCancel} onExited={reset} centered aria-labelledby="reauth-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t("reauth.cancel")}>
          <Modal.Title id="reauth-title" as="h2" className="h5">
            {t("reauth.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{t("reauth.intro")}</p>
          <ErrorAlert error={error} />
          {method === "password" ? (
            <PasswordField
              id="reauth-password"
              label={t("reauth.password")}
              autoComplete="current-password"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              showLabel={t("login.showPassword")}
              hideLabel={t("login.hidePassword")}
              autoFocus
            />
          ) : (
            <TextField
              id="reauth-code"
              label={t("reauth.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoFocus
            />
          )}
          <button
            type="button"
            className="btn btn-link px-0"
            onClick={() => {
              setMethod(method === "password" ? "code" : "password");
              reset();
            }}
          >
            {method === "password" ? t("reauth.useCode") : t("reauth.usePassword")}
          </button>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t("reauth.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || value.trim() === ""}>
            {t("reauth.confirm")}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
