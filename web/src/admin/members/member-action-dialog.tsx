/**
 * The dialog of an action on a member (decision 037): what it does, its own field (the suspension's end,
 * the credits), and the reason every action requires. Dangerous calls go through `useReauth`, so a stale
 * check asks for the password or a code first; the server's refusal (credits below 0, …) shows in the
 * dialog in the staff member's language.
 */
import type { MemberRecord } from "@amora/contract/admin-members";
import { type FormEvent, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { TextAreaField, TextField } from "../../components/text-field.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useReauth } from "../reauth.tsx";
import { type MemberActionPath, membersApi } from "./members-api.ts";

export type MemberAction =
  | "suspend"
  | "ban"
  | "lift"
  | "hide"
  | "show"
  | "credits"
  | "activation"
  | "passwordReset"
  | "delete";

/** What a dialog is open for: an action on the member, or rejecting one of their photos. */
export type DialogTarget = { action: MemberAction } | { action: "rejectPhoto"; photoId: number };

const PATHS: Record<MemberAction, MemberActionPath> = {
  suspend: "suspend",
  ban: "ban",
  lift: "lift",
  hide: "hide",
  show: "hide",
  credits: "credits",
  activation: "activation-mail",
  passwordReset: "password-reset",
  delete: "delete",
};

/** Shown in red: they cut the member off or take something away. */
const DANGEROUS = new Set<string>(["suspend", "ban", "delete", "passwordReset", "rejectPhoto"]);
/** Their reason is told to the member. */
const TOLD_TO_MEMBER = new Set<string>(["suspend", "ban", "rejectPhoto"]);

/** The value of a datetime-local input, `days` from now, on the hour. */
export function localInputValue(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

export function MemberActionDialog({
  record,
  target,
  onClose,
  onDone,
}: {
  record: MemberRecord;
  target: DialogTarget | null;
  onClose: () => void;
  onDone: (record: MemberRecord | null, label: string) => void;
}) {
  const { t } = useTranslation("admin-members");
  const guard = useSessionGuard();
  const reauth = useReauth();
  const [reason, setReason] = useState("");
  const [until, setUntil] = useState(() => localInputValue(7));
  const [delta, setDelta] = useState("");
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setReason("");
    setUntil(localInputValue(7));
    setDelta("");
    setChecked(false);
    setError(null);
    setBusy(false);
  };

  // The last target stays while the dialog fades out, so it keeps its title (its accessible name) till gone.
  const [shown, setShown] = useState<DialogTarget | null>(target);
  if (target && target !== shown) setShown(target);
  const current = target ?? shown;
  const action = current?.action;
  const memberAction: MemberAction | null =
    current && current.action !== "rejectPhoto" ? current.action : null;
  let title = "";
  let intro = "";
  if (current?.action === "rejectPhoto") {
    title = t("actions.rejectTitle", { id: current.photoId });
    intro = t("actions.rejectIntro");
  } else if (memberAction) {
    title = t(`actions.${memberAction}`);
    intro = t(`actions.intro.${memberAction}`);
  }

  const reasonError = checked && reason.trim().length < 3 ? t("actions.reasonShort") : undefined;
  const untilError = checked && action === "suspend" && !until ? t("actions.untilMissing") : undefined;
  const deltaValue = Number(delta);
  const deltaError =
    checked && action === "credits" && (!/^-?\d+$/.test(delta.trim()) || deltaValue === 0)
      ? t("actions.deltaInvalid")
      : undefined;

  const call = (): Promise<{ record: MemberRecord } | unknown> => {
    if (!target) return Promise.resolve(null);
    const why = reason.trim();
    if (target.action === "rejectPhoto") return membersApi.rejectPhoto(target.photoId, why);
    const body: Record<string, unknown> = { reason: why };
    if (target.action === "suspend") body.until = new Date(until).toISOString();
    if (target.action === "credits") body.delta = deltaValue;
    if (target.action === "hide" || target.action === "show") body.hidden = target.action === "hide";
    return membersApi.act(record.account.id, PATHS[target.action], body);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalid =
      reason.trim().length < 3 ||
      (action === "suspend" && !until) ||
      (action === "credits" && (!/^-?\d+$/.test(delta.trim()) || deltaValue === 0));
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await reauth(() => guard(call));
      const next =
        answer && typeof answer === "object" && "record" in answer ? (answer.record as MemberRecord) : null;
      reset();
      onDone(next, title);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <Modal
      show={target !== null}
      onHide={onClose}
      onExited={reset}
      centered
      aria-labelledby="member-action-title"
    >
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t("actions.cancel")}>
          <Modal.Title id="member-action-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{intro}</p>
          <ErrorAlert error={error} />
          {action === "suspend" && (
            <TextField
              id="member-action-until"
              label={t("actions.until")}
              type="datetime-local"
              value={until}
              min={localInputValue(0)}
              onChange={(event) => setUntil(event.target.value)}
              error={untilError}
              required
            />
          )}
          {action === "credits" && (
            <TextField
              id="member-action-delta"
              label={t("actions.delta")}
              inputMode="numeric"
              value={delta}
              onChange={(event) => setDelta(event.target.value)}
              help={t("actions.deltaHelp", { credits: record.account.credits })}
              error={deltaError}
              required
            />
          )}
          <TextAreaField
            id="member-action-reason"
            label={t("actions.reason")}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            help={
              action && TOLD_TO_MEMBER.has(action) ? t("actions.reasonToMember") : t("actions.reasonHelp")
            }
            error={reasonError}
            required
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t("actions.cancel")}
          </button>
          <button
            type="submit"
            className={`btn ${action && DANGEROUS.has(action) ? "btn-danger" : "btn-primary"}`}
            disabled={busy}
          >
            {t("actions.confirm")}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
