/**
 * The composer: a growing text area with the site's length counter, the cost of a message before sending
 * (message_credits, and the minimum price per message in the member's country), Enter to send and
 * Shift+Enter for a new line, and the gift button.
 */

import { messageLength, messageTextIssue } from "@amora/contract/field-rules";
import { PHOTO_ACCEPT } from "@amora/contract/my-profile";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CameraIcon } from "../../components/member-icons.tsx";
import { formatPrice } from "../../lib/format-price.ts";
import { useFormatLocale, useLoadedSettings } from "../site/index.ts";

export function Composer({
  value,
  onChange,
  onSend,
  onGift,
  onPhoto,
  country,
}: {
  value: string;
  onChange: (text: string) => void;
  onSend: (text: string) => void;
  onGift: () => void;
  onPhoto: (photo: File) => void;
  /** The member's country, for the minimum message price. */
  country: string;
}) {
  const { t } = useTranslation("chat");
  const locale = useFormatLocale();
  const settings = useLoadedSettings();
  const id = useId();
  const max = settings.message_length;
  const length = messageLength(value);
  const issue = messageTextIssue(value, max);
  const tooLong = issue === "MESSAGE_TOO_LONG";
  const canSend = issue === null;
  const minimum = settings.minimum_message_costs[country];
  const cost =
    settings.message_credits > 0
      ? t("composer.cost", { count: settings.message_credits })
      : t("composer.free");

  const send = () => {
    if (canSend) onSend(value.trim());
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="chat-composer__row">
        <button
          type="button"
          className="chat-composer__gift"
          onClick={onGift}
          aria-label={t("composer.gift")}
          title={t("composer.gift")}
        >
          <GiftIcon />
        </button>
        <label className="chat-composer__gift chat-composer__photo" title={t("composer.photo")}>
          <CameraIcon size={20} />
          <span className="visually-hidden">{t("composer.photo")}</span>
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            className="visually-hidden"
            onChange={(event) => {
              const photo = event.target.files?.[0];
              event.target.value = "";
              if (photo) onPhoto(photo);
            }}
          />
        </label>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t("composer.label")}
        </label>
        <textarea
          id={`${id}-text`}
          className={`form-control chat-composer__input${tooLong ? " is-invalid" : ""}`}
          rows={1}
          value={value}
          placeholder={t("composer.placeholder")}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-meta`}
          enterKeyHint="send"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button
          type="submit"
          className="btn btn-primary chat-composer__send"
          disabled={!canSend}
          aria-label={t("composer.send")}
        >
          <SendIcon />
        </button>
      </div>
      <div className="chat-composer__meta" id={`${id}-meta`}>
        <span className="chat-composer__cost" data-testid="message-cost">
          {cost}
          {minimum && (
            <span className="text-body-secondary">
              {" · "}
              {t("composer.minimum", { price: formatPrice(minimum.costs, minimum.currency, locale) })}
            </span>
          )}
        </span>
        <span className="chat-composer__hint d-none d-md-inline">{t("composer.hint")}</span>
        <span
          className={`chat-composer__counter${tooLong ? " text-danger fw-semibold" : ""}`}
          data-testid="message-counter"
        >
          {t("composer.counter", { length, max, count: max })}
        </span>
      </div>
      {tooLong && (
        <p className="chat-composer__error text-danger small mb-0" role="alert">
          {t("composer.tooLong", { max, count: max })}
        </p>
      )}
    </form>
  );
}

function SendIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" />
    </svg>
  );
}

function GiftIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
      <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  );
}
