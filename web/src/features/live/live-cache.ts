/**
 * Live events into the query cache: a message lands in its conversation (when loaded) and the list is
 * loaded again; the unread total, new likes and a new balance go straight into the session user, which
 * drives the badges, the title and Credits/Get Premium; likes and matches reload the likes lists. Typing and read marks go to the hub's signals.
 */
import type { Message } from "@amora/contract/chat";
import type { ServerEvent } from "@amora/contract/events";
import type { QueryClient } from "@tanstack/react-query";
import { type ConversationData, chatQueryKeys, setUnreadInList } from "../chat/index.ts";
import { likesQueryKeys } from "../likes/index.ts";
import { type SessionUser, sessionUserQuery } from "../session/index.ts";
import type { LiveSignals } from "./live-hub.ts";

export function applyLiveEvent(queryClient: QueryClient, signals: LiveSignals, event: ServerEvent): void {
  switch (event.type) {
    case "message":
      addMessage(queryClient, event.message);
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.list });
      updateUser(queryClient, { unread_messages: event.unread_total });
      signals.stoppedTyping(event.message.conversation);
      return;
    case "unread":
      setUnreadInList(queryClient, event.conversation, event.num_unread_messages);
      updateUser(queryClient, { unread_messages: event.unread_total });
      return;
    case "like":
      updateUser(queryClient, { new_likes: event.new_likes });
      void queryClient.invalidateQueries({ queryKey: likesQueryKeys.list });
      return;
    case "match":
      void queryClient.invalidateQueries({ queryKey: likesQueryKeys.list });
      return;
    case "credits":
      updateUser(queryClient, { credits: event.credits, paid_user: event.paid_user });
      return;
    case "typing":
      signals.typed(event.conversation);
      return;
    case "read":
      signals.read(event.conversation, event.up_to);
      return;
  }
}

/** Events were missed for good: reload everything they would have updated. */
export function resyncLiveData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: sessionUserQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: chatQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: likesQueryKeys.list });
}

/**
 * Appends the message to its conversation's newest page if the conversation is loaded and does not hold
 * it yet. The chat pane hides a pending bubble once a stored message has its client_id, so the member's
 * own message sent from this tab replaces its pending bubble here too.
 */
function addMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<ConversationData>(chatQueryKeys.conversation(message.conversation), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

function updateUser(
  queryClient: QueryClient,
  change: Partial<Pick<SessionUser, "unread_messages" | "new_likes" | "credits" | "paid_user">>,
): void {
  queryClient.setQueryData(sessionUserQuery.queryKey, (user) => (user ? { ...user, ...change } : user));
}
