/**
 * The first message to the member, written on their landing: sending it goes to /members/:id/signup with the
 * message (and the name) in the navigation state, where the signup carries it to the member (member-signup.tsx).
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";

/** The signup's own limit for the first message (contract accounts.ts, `signup_message`). */
const MESSAGE_MAX_LENGTH = 2000;

const ICEBREAKERS = ["hello", "nearby", "smile"] as const;

export function LandingMessageForm({
  member,
  compact = false,
}: {
  member: { id: number; name: string };
  /** The chat preview's composer: one line and the send button, no suggestions. */
  compact?: boolean;
}) {
  const { t } = useTranslation("landers");
  const navigate = useNavigate();
  const id = useId();
  const [message, setMessage] = useState("");

  return (
    <form
      className={`landing-message${compact ? " landing-message--compact" : ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(paths.memberSignup(member.id), {
          state: { name: member.name, message: message.trim() },
        });
      }}
    >
      <label htmlFor={`${id}-message`} className={compact ? "visually-hidden" : "form-label fw-semibold"}>
        {t("memberLanding.messageLabel", { name: member.name })}
      </label>
      {!compact && (
        <fieldset className="landing-message__ideas">
          <legend className="visually-hidden">{t("memberLanding.ideas")}</legend>
          {ICEBREAKERS.map((idea) => (
            <button
              key={idea}
              type="button"
              className="landing-message__idea"
              onClick={() => setMessage(t(`memberLanding.icebreaker.${idea}`, { name: member.name }))}
            >
              {t(`memberLanding.icebreaker.${idea}`, { name: member.name })}
            </button>
          ))}
        </fieldset>
      )}
      <div className="landing-message__row">
        <textarea
          id={`${id}-message`}
          className="form-control landing-message__input"
          rows={compact ? 1 : 3}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t("memberLanding.messagePlaceholder", { name: member.name })}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn-primary btn-lg landing-message__send"
          // The chat composer's button is short; its name still says whom the message is for.
          aria-label={compact ? t("memberLanding.send", { name: member.name }) : undefined}
        >
          {compact ? t("memberLanding.sendShort") : t("memberLanding.send", { name: member.name })}
        </button>
      </div>
      {!compact && <p className="landing-message__note">{t("memberLanding.note", { name: member.name })}</p>}
    </form>
  );
}
