/**
 * One conversation: the header with the other member, the messages (day separators, mine on the right,
 * older pages on scrolling to the top or the button) and the composer. A message shows at once as pending;
 * the stored message replaces it, a network failure leaves it "not sent" with a Retry that resends it with
 * the same client_id (so it is stored and charged once). Missing credits or the free conversation limit
 * show their alert instead; a blocked conversation shows why instead of the composer.
 *
 * A conversation that does not exist yet (a profile's first message) sends with `profile`; the answer names
 * the new conversation, which then replaces the URL.
 */
import type { ChatResponse } from "@amora/contract/chat";
import type { Gift } from "@amora/contract/gifts";
import type { ProfileView } from "@amora/contract/profiles";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { FictionalMark } from "../../components/member-card.tsx";
import { ArrowLeftIcon, CloseIcon, MessagesIcon } from "../../components/member-icons.tsx";
import { newUuid } from "../../lib/uuid.ts";
import { hasErrorCode, useErrorText, useResendActivationMail } from "../account/index.ts";
import { rememberCreditsReturn } from "../credits/index.ts";
import { sendRead, sendTyping, useLiveReconnected, useReadUpTo, useTyping } from "../live/index.ts";
import { profileQuery } from "../members/index.ts";
import { type SessionUser, sessionUserQuery } from "../session/index.ts";
import { useDateLocale, useLoadedSettings } from "../site/index.ts";
import {
  type ChatsData,
  type ConversationData,
  chatEntries,
  chatQueryKeys,
  conversationMessages,
  conversationQuery,
  isRetryableSendError,
  type LiveState,
  sendMessage,
  setUnreadInList,
  storeSentMessage,
  useLiveState,
} from "./api.ts";
import { Avatar } from "./avatar.tsx";
import { Composer } from "./composer.tsx";
import { draftKey, readDraft, saveDraft } from "./drafts.ts";
import { dayKey, dayLabel } from "./format.ts";
import { GiftPicker } from "./gift-picker.tsx";
import { type BubbleMessage, MessageBubble } from "./message-bubble.tsx";

export type ConversationTarget = { conversation: number } | { profile: number };

interface Pending {
  clientId: string;
  text: string;
  gift?: Gift;
  photo?: File;
  at: string;
  state: "sending" | "failed";
}

type Alert = { kind: "credits" | "premium" | "error"; text: string };

/** How close to the top (px) the reader must scroll for the older messages to load. */
const TOP_THRESHOLD = 80;

export function ConversationPane({
  target,
  user,
  initialText = "",
}: {
  target: ConversationTarget;
  user: SessionUser;
  initialText?: string;
}) {
  const { t } = useTranslation("chat");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const settings = useLoadedSettings();
  const errorText = useErrorText();
  const conversationId = "conversation" in target ? target.conversation : undefined;

  const conversation = useInfiniteQuery({
    ...conversationQuery(conversationId ?? 0),
    enabled: conversationId !== undefined,
  });
  const listEntry = chatEntries(queryClient.getQueryData<ChatsData>(chatQueryKeys.list)).find(
    (entry) => entry.conversation === conversationId,
  );
  const firstPage: ChatResponse | undefined = conversation.data?.pages[0];
  const profileId = "profile" in target ? target.profile : (firstPage?.profile ?? listEntry?.profile);
  const profile = useQuery({ ...profileQuery(profileId ?? 0), enabled: profileId !== undefined });
  const name = profile.data?.name ?? listEntry?.member.name ?? t("list.member");

  // What the member was writing survives leaving the page (to buy credits, through the payment) and back.
  const draft = draftKey(target);
  const [text, setText] = useState(() => initialText || readDraft(draft));
  useEffect(() => saveDraft(draft, text), [draft, text]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [giftsOpen, setGiftsOpen] = useState(false);
  const liveState = useLiveState();

  const messages = conversationMessages(conversation.data);
  const storedClientIds = new Set(
    messages.flatMap((message) => (message.client_id ? [message.client_id] : [])),
  );
  const ownId = user.profile.id;

  // Reading marks read on the server (the GET does it): the list entry and the unread badge follow.
  const newestTheirs = messages.reduce(
    (max, message) => (message.from !== ownId ? Math.max(max, message.id) : max),
    0,
  );
  const lastRead = useRef(0);
  useEffect(() => {
    if (conversationId === undefined || newestTheirs <= lastRead.current) return;
    lastRead.current = newestTheirs;
    // A message that arrived live was not read by a GET: tell the server (and the sender) it is read now.
    sendRead(conversationId);
    const hadUnread = (listEntry?.num_unread_messages ?? 0) > 0 || user.unread_messages > 0;
    setUnreadInList(queryClient, conversationId, 0);
    if (hadUnread) void queryClient.invalidateQueries({ queryKey: sessionUserQuery.queryKey });
  }, [conversationId, newestTheirs, listEntry?.num_unread_messages, user.unread_messages, queryClient]);

  const dispatch = useCallback(
    (message: Pending) => {
      setPending((all) => all.map((p) => (p.clientId === message.clientId ? { ...p, state: "sending" } : p)));
      sendMessage({
        target,
        text: message.text,
        gift: message.gift,
        photo: message.photo,
        clientId: message.clientId,
      }).then(
        (answer) => {
          const sentTo = answer.message.conversation;
          if (!queryClient.getQueryData<ConversationData>(chatQueryKeys.conversation(sentTo))) {
            queryClient.setQueryData<ConversationData>(chatQueryKeys.conversation(sentTo), {
              pages: [
                {
                  conversation: sentTo,
                  profile: profileId ?? 0,
                  messages: [answer.message],
                  has_more: false,
                  blocked_reason: null,
                  read_up_to: 0,
                },
              ],
              pageParams: [undefined],
            });
          }
          storeSentMessage(queryClient, answer);
          setPending((all) => all.filter((p) => p.clientId !== message.clientId));
          if (!("conversation" in target)) void navigate(paths.chat(sentTo), { replace: true });
        },
        (error: unknown) => {
          if (isRetryableSendError(error)) {
            setPending((all) =>
              all.map((p) => (p.clientId === message.clientId ? { ...p, state: "failed" } : p)),
            );
            return;
          }
          // A verdict: nothing was sent. The text goes back into the composer so it is not lost.
          setPending((all) => all.filter((p) => p.clientId !== message.clientId));
          if (message.text && !message.gift) setText((current) => (current === "" ? message.text : current));
          if (hasErrorCode(error, "INSUFFICIENT_CREDITS")) {
            setAlert({ kind: "credits", text: errorText(error) });
          } else if (hasErrorCode(error, "CONVERSATION_LIMIT_REACHED")) {
            setAlert({ kind: "premium", text: errorText(error) });
          } else if (hasErrorCode(error, "THEIR_EMAIL_UNCONFIRMED")) {
            setAlert({ kind: "error", text: t("conversation.blocked.their_email_unconfirmed", { name }) });
          } else {
            setAlert({ kind: "error", text: errorText(error) });
          }
        },
      );
    },
    [target, queryClient, navigate, profileId, errorText, t, name],
  );

  const send = (content: { text: string; gift?: Gift; photo?: File }) => {
    setAlert(null);
    const message: Pending = {
      clientId: newUuid(),
      text: content.text,
      gift: content.gift,
      photo: content.photo,
      at: new Date().toISOString(),
      state: "sending",
    };
    setPending((all) => [...all, message]);
    dispatch(message);
  };

  const typing = useTyping(conversationId);
  // Where the other member had read to when the page loaded, moved on by live read receipts.
  const readUpTo = Math.max(useReadUpTo(conversationId), firstPage?.read_up_to ?? 0);

  const bubbles: (BubbleMessage & { retry?: () => void })[] = [
    ...messages.map((message) => ({
      key: `m${message.id}`,
      kind: message.kind,
      text: message.text,
      gift: message.gift,
      photo: message.photo,
      sentAt: message.sent_at,
      mine: message.from === ownId,
      state: "stored" as const,
      seen: message.from === ownId && message.id <= readUpTo,
    })),
    ...pending
      .filter((message) => !storedClientIds.has(message.clientId))
      .map((message) => ({
        key: `p${message.clientId}`,
        kind: message.gift ? ("gift" as const) : ("text" as const),
        text: message.photo ? t("conversation.photoPending") : message.text,
        gift: message.gift ?? null,
        photo: null,
        sentAt: message.at,
        mine: true,
        state: message.state,
        retry: () => dispatch(message),
      })),
  ];

  // Back online: what could not be sent goes again, with the same client ids (charged once).
  useLiveReconnected(() => {
    for (const message of pending) if (message.state === "failed") dispatch(message);
  });

  const blockedReason = firstPage?.blocked_reason ?? null;
  const isLoading = conversationId !== undefined && conversation.isPending;

  // Someone else's conversation, or one that never was: the server says 404, and so do we (no retry).
  if (conversation.isError && !conversation.data && hasErrorCode(conversation.error, "NOT_FOUND")) {
    return <ConversationNotFound />;
  }

  return (
    <div className="chat-pane">
      <ConversationHeader profile={profile.data} profileId={profileId} name={name} liveState={liveState} />
      {conversation.isError && !conversation.data ? (
        <div className="chat-pane__body">
          <LoadFailed text={t("conversation.error")} onRetry={() => void conversation.refetch()} />
        </div>
      ) : (
        <MessageList
          bubbles={bubbles}
          isLoading={isLoading}
          hasOlder={conversation.hasNextPage}
          loadingOlder={conversation.isFetchingNextPage}
          loadOlder={() => void conversation.fetchNextPage()}
          emptyText={t("conversation.start", { name })}
          label={t("conversation.messagesLabel", { name })}
          cdnPrefix={settings.cdn_prefix}
        />
      )}
      <p className="chat-pane__typing" aria-live="polite">
        {typing ? t("conversation.typing", { name }) : ""}
      </p>
      {alert && <ChatAlert alert={alert} onClose={() => setAlert(null)} />}
      {blockedReason ? (
        <BlockedNotice reason={blockedReason} name={name} />
      ) : (
        !isLoading && (
          <Composer
            value={text}
            onChange={(value) => {
              setText(value);
              if (conversationId !== undefined && value !== "") sendTyping(conversationId);
            }}
            onSend={(value) => {
              setText("");
              send({ text: value });
            }}
            onGift={() => setGiftsOpen(true)}
            onPhoto={(photo) => send({ text: "", photo })}
            country={user.profile.country}
          />
        )
      )}
      <GiftPicker
        show={giftsOpen}
        name={name}
        cost={settings.gift_credits}
        onHide={() => setGiftsOpen(false)}
        onPick={(gift) => {
          setGiftsOpen(false);
          send({ text: "", gift });
        }}
      />
    </div>
  );
}

function ConversationHeader({
  profile,
  profileId,
  name,
  liveState,
}: {
  profile: ProfileView | undefined;
  profileId: number | undefined;
  name: string;
  liveState: LiveState;
}) {
  const { t } = useTranslation("chat");
  const settings = useLoadedSettings();
  return (
    <header className="chat-pane__head">
      <Link to={paths.chats} className="chat-pane__back" aria-label={t("conversation.back")}>
        <ArrowLeftIcon size={22} />
      </Link>
      {profileId !== undefined ? (
        <Link
          to={paths.member(profileId)}
          className="chat-pane__who"
          aria-label={t("conversation.viewProfile", { name })}
        >
          <Avatar image={profile?.main_image} cdnPrefix={settings.cdn_prefix} size={44} />
          <span className="chat-pane__name-wrap">
            <span className="chat-pane__name">
              <span>{profile?.name ?? ""}</span>
              {profile?.fictional && (
                <FictionalMark icon={settings.fictional_icon} label={settings.fictional_singular} />
              )}
            </span>
            {profile && (
              <span className="chat-pane__sub">
                {profile.age}
                {profile.city ? ` · ${profile.city}` : ""}
              </span>
            )}
          </span>
        </Link>
      ) : (
        <span className="chat-pane__who" />
      )}
      <span className={`chat-live chat-live--${liveState}`} title={t(`conversation.live.${liveState}`)}>
        <span className="visually-hidden">{t(`conversation.live.${liveState}`)}</span>
      </span>
      {profile?.fictional && (
        <p className="chat-pane__fictional" data-testid="fictional-warning">
          {settings.fictional_warning}
        </p>
      )}
    </header>
  );
}

function MessageList({
  bubbles,
  isLoading,
  hasOlder,
  loadingOlder,
  loadOlder,
  emptyText,
  label,
  cdnPrefix,
}: {
  bubbles: (BubbleMessage & { retry?: () => void })[];
  isLoading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  emptyText: string;
  label: string;
  cdnPrefix: string;
}) {
  const { t } = useTranslation("chat");
  const dateLocale = useDateLocale();
  const scroller = useRef<HTMLDivElement>(null);
  // Where the reader was before the list changed: at the bottom (follow new messages), or how far from the
  // bottom (older messages were put on top: keep the same messages in view).
  const anchor = useRef<{ atBottom: boolean; fromBottom: number }>({ atBottom: true, fromBottom: 0 });
  const firstKey = bubbles[0]?.key;
  const lastKey = bubbles.at(-1)?.key;
  // The member's own new message is always brought into view.
  const ownNewest = bubbles.at(-1)?.state === "sending";

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const { fromBottom } = anchor.current;
    const atBottom = anchor.current.atBottom || ownNewest;
    element.scrollTop = atBottom
      ? element.scrollHeight
      : element.scrollHeight - element.clientHeight - fromBottom;
  }, [firstKey, lastKey]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.clientHeight - element.scrollTop;
    anchor.current = { atBottom: fromBottom < 40, fromBottom };
    if (element.scrollTop < TOP_THRESHOLD && hasOlder && !loadingOlder) loadOlder();
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <p className="chat-pane__state" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t("conversation.loading")}
      </p>
    );
  } else if (bubbles.length === 0) {
    body = <p className="chat-pane__state chat-pane__start">{emptyText}</p>;
  } else {
    let lastDay = "";
    body = (
      <>
        {hasOlder && (
          <div className="chat-older">
            <button
              type="button"
              className="btn btn-sm btn-light rounded-pill"
              onClick={loadOlder}
              disabled={loadingOlder}
            >
              {loadingOlder ? t("conversation.loadingOlder") : t("conversation.older")}
            </button>
          </div>
        )}
        <ol className="chat-messages list-unstyled" aria-label={label}>
          {bubbles.map((bubble) => {
            const day = dayKey(bubble.sentAt);
            const separator = day !== lastDay;
            lastDay = day;
            return (
              <Fragment key={bubble.key}>
                {separator && (
                  <li className="chat-day">
                    <span>
                      {dayLabel(bubble.sentAt, dateLocale, {
                        today: t("conversation.today"),
                        yesterday: t("conversation.yesterday"),
                      })}
                    </span>
                  </li>
                )}
                <MessageBubble message={bubble} cdnPrefix={cdnPrefix} onRetry={bubble.retry} />
              </Fragment>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <div className="chat-pane__body" ref={scroller} onScroll={onScroll} aria-busy={isLoading || undefined}>
      {body}
    </div>
  );
}

function ConversationNotFound() {
  const { t } = useTranslation("chat");
  return (
    <div className="chats__pick" data-testid="conversation-not-found">
      <span className="chats__pick-icon">
        <MessagesIcon size={36} />
      </span>
      <h2 className="h5">{t("conversation.notFound.title")}</h2>
      <p className="text-body-secondary">{t("conversation.notFound.text")}</p>
      <Link to={paths.chats} className="btn btn-primary rounded-pill px-4">
        {t("conversation.back")}
      </Link>
    </div>
  );
}

function ChatAlert({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const { t } = useTranslation("chat");
  const { pathname } = useLocation();
  return (
    <div className={`chat-alert chat-alert--${alert.kind}`} role="alert">
      <div className="chat-alert__body">
        {alert.kind === "credits" && <strong className="d-block">{t("alerts.creditsTitle")}</strong>}
        {alert.kind === "premium" && <strong className="d-block">{t("alerts.premiumTitle")}</strong>}
        <span>{alert.text}</span>
      </div>
      {alert.kind === "credits" && (
        <Link
          to={paths.credits}
          className="btn btn-primary btn-sm rounded-pill px-3"
          // The completed payment offers the way back to this conversation, where the draft waits.
          onClick={() => rememberCreditsReturn(pathname)}
        >
          {t("alerts.credits")}
        </Link>
      )}
      {alert.kind === "premium" && (
        <Link to={paths.premium} className="btn btn-primary btn-sm rounded-pill px-3">
          {t("alerts.premium")}
        </Link>
      )}
      <button
        type="button"
        className="btn btn-link text-body-secondary p-1"
        onClick={onClose}
        aria-label={t("alerts.close")}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

function BlockedNotice({
  reason,
  name,
}: {
  reason: NonNullable<ChatResponse["blocked_reason"]>;
  name: string;
}) {
  const { t } = useTranslation("chat");
  const errorText = useErrorText();
  const resend = useResendActivationMail();
  return (
    <div className="chat-blocked" role="status" data-testid="chat-blocked">
      {reason === "own_email_unconfirmed" ? (
        <>
          <p className="mb-2">{t("conversation.blocked.own_email_unconfirmed")}</p>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm rounded-pill"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate()}
          >
            {t("conversation.blocked.resend")}
          </button>
          <span aria-live="polite" className="small fw-semibold ms-2">
            {resend.isSuccess && <span className="text-success">{t("conversation.blocked.resent")}</span>}
            {resend.isError && <span className="text-danger">{errorText(resend.error)}</span>}
          </span>
        </>
      ) : reason === "their_email_unconfirmed" ? (
        <p className="mb-0">{t("conversation.blocked.their_email_unconfirmed", { name })}</p>
      ) : (
        <p className="mb-0">{t("conversation.blocked.blocked")}</p>
      )}
    </div>
  );
}
