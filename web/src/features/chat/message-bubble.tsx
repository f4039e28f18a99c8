/**
 * One message: a bubble (mine on the right), its time and, for mine, its delivery state — sending, sent, or
 * not sent with a Retry. Gifts show their picture and name; photo messages a thumbnail opening the photo.
 */
import type { Message } from "@amora/contract/chat";
import { isGift } from "@amora/contract/gifts";
import { useTranslation } from "react-i18next";
import { AlertCircleIcon } from "../../components/member-icons.tsx";
import { photoUrl } from "../../components/profile-photo.tsx";
import { useFormatLocale } from "../site/index.ts";
import { formatTime } from "./format.ts";
import { GiftPicture } from "./gifts/gift-picture.tsx";

export type DeliveryState = "stored" | "sending" | "failed";

export interface BubbleMessage {
  key: string;
  kind: Message["kind"];
  text: string;
  gift: string | null;
  photo: Message["photo"];
  sentAt: string;
  mine: boolean;
  state: DeliveryState;
  /** The other member has read it (a live read receipt). */
  seen?: boolean;
}

export function MessageBubble({
  message,
  cdnPrefix,
  onRetry,
}: {
  message: BubbleMessage;
  cdnPrefix: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation("chat");
  const locale = useFormatLocale();
  const gift = isGift(message.gift) ? message.gift : null;
  const side = message.mine ? "chat-message--mine" : "chat-message--theirs";

  return (
    <li
      className={`chat-message ${side}${message.state === "failed" ? " chat-message--failed" : ""}`}
      data-state={message.state}
      data-testid="message"
    >
      <div
        className={`chat-bubble${gift ? " chat-bubble--gift" : ""}${message.photo ? " chat-bubble--photo" : ""}`}
      >
        {gift && (
          <figure
            className="chat-gift"
            aria-label={t("conversation.giftLabel", { gift: t(`gifts.names.${gift}`) })}
          >
            <GiftPicture gift={gift} size={72} className="chat-gift__picture" />
            <figcaption className="chat-gift__name">{t(`gifts.names.${gift}`)}</figcaption>
          </figure>
        )}
        {message.photo && (
          <a
            href={photoUrl(cdnPrefix, message.photo.filename)}
            target="_blank"
            rel="noreferrer"
            className="chat-photo"
            aria-label={t("conversation.openPhoto")}
          >
            <img
              src={photoUrl(cdnPrefix, message.photo.thumb_filename)}
              alt={t("conversation.photoAlt")}
              loading="lazy"
              decoding="async"
            />
          </a>
        )}
        {message.text && <p className="chat-bubble__text">{message.text}</p>}
        <span className="chat-bubble__meta">
          <time dateTime={message.sentAt}>{formatTime(message.sentAt, locale)}</time>
          {message.mine && message.state === "sending" && (
            <span className="chat-bubble__state">{t("conversation.sending")}</span>
          )}
          {message.mine && message.state === "stored" && (
            <span
              className={`chat-bubble__tick${message.seen ? " chat-bubble__tick--seen" : ""}`}
              title={message.seen ? t("conversation.seen") : t("conversation.sent")}
            >
              <span aria-hidden="true">{message.seen ? "✓✓" : "✓"}</span>
              <span className="visually-hidden">
                {message.seen ? t("conversation.seen") : t("conversation.sent")}
              </span>
            </span>
          )}
        </span>
      </div>
      {message.state === "failed" && (
        <div className="chat-message__failed">
          <AlertCircleIcon size={16} />
          <span>{t("conversation.notSent")}</span>
          <button type="button" className="btn btn-link btn-sm p-0 chat-message__retry" onClick={onRetry}>
            {t("conversation.retry")}
          </button>
        </div>
      )}
    </li>
  );
}
