/**
 * The terms acceptance of spec §9 (issue 16): when the company published terms newer than those the member
 * accepted (the session user's `terms_to_accept`), a dialog says so and asks to accept them or log out. It
 * cannot be dismissed otherwise; it stays away on /terms itself, so the member can read them first (the
 * dialog's link leads there, in the page behind). Accepting answers the user with `terms_to_accept` null,
 * so it never shows again for that version. The layouts mount it lazily, only when something is to accept.
 */
import { UserResponseSchema } from "@amora/contract/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { LinkedText } from "../../components/linked-text.tsx";
import { apiClient } from "../../lib/api-client.ts";
import { formatDate } from "../../lib/format-date.ts";
import { useErrorText } from "../account/index.ts";
import { type SessionUser, setSessionUser, useLeave } from "../session/index.ts";
import { useFormatLocale, useLoadedSettings } from "../site/index.ts";
import "./terms.scss";

async function acceptTerms(version: string): Promise<SessionUser | null> {
  return (
    await apiClient.request("/api/terms.php", {
      method: "POST",
      body: { version },
      parser: UserResponseSchema,
    })
  ).user;
}

export function TermsAcceptance({ user }: { user: SessionUser }) {
  const { t } = useTranslation("terms");
  const titleId = useId();
  const { pathname } = useLocation();
  const settings = useLoadedSettings();
  const locale = useFormatLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: acceptTerms,
    onSuccess: (answer) => setSessionUser(queryClient, answer),
  });
  const leave = useLeave();
  const version = user.terms_to_accept;
  if (version === null || pathname === paths.infoPage("terms")) return null;
  const busy = accept.isPending || leave.isPending;
  return (
    <Modal show centered backdrop="static" keyboard={false} aria-labelledby={titleId} className="terms-modal">
      <Modal.Body>
        <h2 id={titleId} className="terms-modal__title">
          {t("modal.title")}
        </h2>
        <p className="terms-modal__text">
          <LinkedText
            text={t("modal.text", {
              date: formatDate(version, { dateStyle: "long" }, locale),
              site: settings.name,
            })}
            links={{ terms: (text) => <Link to={paths.infoPage("terms")}>{text}</Link> }}
          />
        </p>
        {accept.isError && (
          <div className="alert alert-danger" role="alert">
            {errorText(accept.error)}
          </div>
        )}
        <div className="terms-modal__actions">
          <button
            type="button"
            className="btn btn-primary btn-lg rounded-pill"
            disabled={busy}
            onClick={() => accept.mutate(version)}
          >
            {accept.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t("modal.accept")}
          </button>
          <button type="button" className="btn btn-link" disabled={busy} onClick={() => leave.mutate()}>
            {t("modal.logout")}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
