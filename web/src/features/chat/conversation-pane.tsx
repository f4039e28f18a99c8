/**
 * One conversation: the header with the other member, the messages (day separators, mine on the right,
 * older pages on scrolling to the top or the button) and the composer. A message shows at once as pending;
 * the stored message replaces it, a network failure leaves it "not sent" with a Retry that resends it with
 * the same client_id (so it is stored and charged once). Missing credits or the free conversation limit
 * show their alert instead; a blocked conversation shows why instead of the composer.
 *
 * A conversation that does not exist yet (a profile's first message) sends with `profile`; the answer names
 * the new conversation, which then replaces the URL.
 *
 * What is written and sent lives in useSendQueue (use-send-queue.ts); this file reads the conversation,
 * marks it read and lays the parts out.
 */
import type { ChatResponse } from "@amora/contract/chat";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { MessagesIcon } from "../../components/member-icons.tsx";
import { hasErrorCode } from "../account/index.ts";
import { sendRead, sendTyping, useLiveState, useReadUpTo, useTyping } from "../live/index.ts";
import { profileQuery } from "../members/index.ts";
import { type SessionUser, sessionUserQuery } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import {
  type ChatsData,
  chatEntries,
  chatQueryKeys,
  conversationMessages,
  conversationQuery,
  setUnreadInList,
} from "./api.ts";
import { BlockedNotice } from "./blocked-notice.tsx";
import { ChatAlert } from "./chat-alert.tsx";
import { Composer } from "./composer.tsx";
import { ConversationHeader } from "./conversation-header.tsx";
import { GiftPicker } from "./gift-picker.tsx";
import type { BubbleMessage } from "./message-bubble.tsx";
import { MessageList } from "./message-list.tsx";
import { useSendQueue } from "./use-send-queue.ts";

export type ConversationTarget = { conversation: number } | { profile: number };

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
  const settings = useLoadedSettings();
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

  const queue = useSendQueue({ target, profileId, initialText });
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
    ...queue.pending
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
        retry: () => queue.retry(message),
      })),
  ];

  const blockedReason = firstPage?.blocked_reason ?? null;
  const isLoading = conversationId !== undefined && conversation.isPending;

  // Someone else's conversation, or one that never was: the server says 404, and so do we (no retry).
  if (conversation.isError && !conversation.data && hasErrorCode(conversation.error, "NOT_FOUND")) {
    return <ConversationNotFound />;
  }

  return (
    <div className="chat-pane">
      <ConversationHeader
        profile={profile.data}
        profileId={profileId}
        name={name}
        liveState={liveState}
        creditsSpent={firstPage?.credits_spent ?? 0}
        messages={messages.map((message) => ({
          id: message.id,
          kind: message.kind,
          text: message.text,
          mine: message.from === ownId,
          sentAt: message.sent_at,
        }))}
      />
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
      {queue.refusal && <ChatAlert error={queue.refusal.error} name={name} onClose={queue.closeRefusal} />}
      {blockedReason ? (
        <BlockedNotice reason={blockedReason} name={name} />
      ) : (
        !isLoading && (
          <Composer
            value={queue.text}
            onChange={(value) => {
              queue.setText(value);
              if (conversationId !== undefined && value !== "") sendTyping(conversationId);
            }}
            onSend={queue.sendText}
            onGift={() => setGiftsOpen(true)}
            onPhoto={(photo) => queue.send({ text: "", photo })}
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
          queue.send({ text: "", gift });
        }}
      />
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
