/**
 * The chat calls (contract/src/chat.ts): the conversation list (GET /api/chats.php, paged by activity), one
 * conversation (GET /api/chat.php, paged backwards by message id), sending (POST, with a client-made id so a
 * retry is stored and charged once) and deleting (DELETE). Until the live connection lands, an open
 * conversation polls every few seconds and the list follows the user refresh (spec §9).
 */
import {
  type ChatEntry,
  type ChatResponse,
  ChatResponseSchema,
  ChatsResponseSchema,
  DeleteChatResponseSchema,
  type Message,
  type SendResponse,
  SendResponseSchema,
} from "@amora/contract/chat";
import type { Gift } from "@amora/contract/gifts";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { ApiError, NetworkError } from "../../lib/api-errors.ts";
import { sessionUserQuery } from "../session/index.ts";

/** How often an open conversation asks for new messages while there is no live connection. */
export const CONVERSATION_POLL_MS = 5_000;

export const chatQueryKeys = {
  all: ["chat"] as const,
  list: ["chat", "list"] as const,
  conversation: (id: number) => ["chat", "conversation", id] as const,
};

type ChatsPage = { chats: ChatEntry[]; next_before: string | null };
export type ChatsData = InfiniteData<ChatsPage, unknown>;
export type ConversationData = InfiniteData<ChatResponse, unknown>;

export const chatsQuery = infiniteQueryOptions({
  queryKey: chatQueryKeys.list,
  queryFn: ({ pageParam, signal }) =>
    apiClient.request("/api/chats.php", {
      query: { before: pageParam },
      parser: ChatsResponseSchema,
      signal,
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next_before ?? undefined,
  // Reloaded with the user refresh (user-refresh.ts: 60 s, 300 s with push), open or not.
});

export function conversationQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: chatQueryKeys.conversation(id),
    queryFn: ({ pageParam, signal }) =>
      apiClient.request("/api/chat.php", {
        query: { conversation: id, before: pageParam },
        parser: ChatResponseSchema,
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    // Pages go backwards: the next page holds the messages before the oldest one of the last page.
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
    refetchInterval: CONVERSATION_POLL_MS,
  });
}

/** Every chat entry loaded, newest activity first, each conversation once. */
export function chatEntries(data: ChatsData | undefined): ChatEntry[] {
  const seen = new Set<number>();
  const entries: ChatEntry[] = [];
  for (const entry of data?.pages.flatMap((page) => page.chats) ?? []) {
    if (seen.has(entry.conversation)) continue;
    seen.add(entry.conversation);
    entries.push(entry);
  }
  return entries;
}

/** The messages of every loaded page, oldest first, each once. */
export function conversationMessages(data: ConversationData | undefined): Message[] {
  const byId = new Map<number, Message>();
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.messages) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A message the member sends: text, or a gift (with an optional text). */
export interface Outgoing {
  target: { conversation: number } | { profile: number };
  text: string;
  gift?: Gift;
  /** A photo to send instead of text (re-encoded by the server, charged photo_credits). */
  photo?: File;
  /** Made once per message (lib/uuid.ts) and sent again on a retry, so it is stored and charged once. */
  clientId: string;
}

export function sendMessage(outgoing: Outgoing): Promise<SendResponse> {
  if (outgoing.photo) {
    // The fields go before the file: the server reads them as the upload streams in.
    const form = new FormData();
    for (const [name, value] of Object.entries(outgoing.target)) form.append(name, String(value));
    form.append("client_id", outgoing.clientId);
    form.append("photo", outgoing.photo);
    return apiClient.request("/api/chat-photo.php", {
      method: "POST",
      body: form,
      parser: SendResponseSchema,
    });
  }
  return apiClient.request("/api/chat.php", {
    method: "POST",
    body: {
      ...outgoing.target,
      text: outgoing.text,
      gift: outgoing.gift,
      client_id: outgoing.clientId,
    },
    parser: SendResponseSchema,
  });
}

/** Whether sending failed without a verdict from the server, so the same message may be sent again. */
export function isRetryableSendError(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/** A sent message lands in its conversation's cache and the member's balance in the session user. */
export function storeSentMessage(queryClient: QueryClient, answer: SendResponse): void {
  const { message } = answer;
  queryClient.setQueryData<ConversationData>(chatQueryKeys.conversation(message.conversation), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [newest, ...older] = data.pages;
    if (!newest || newest.messages.some((m) => m.id === message.id)) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
  queryClient.setQueryData(sessionUserQuery.queryKey, (user) =>
    user ? { ...user, credits: answer.credits } : user,
  );
  void queryClient.invalidateQueries({ queryKey: chatQueryKeys.list });
}

/** Changes the cached list's entries, page by page. */
function updateListEntries(queryClient: QueryClient, update: (chats: ChatEntry[]) => ChatEntry[]): void {
  queryClient.setQueryData<ChatsData>(chatQueryKeys.list, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, chats: update(page.chats) })) } : data,
  );
}

/** Sets one conversation's unread count in the cached list (opening it reads it). */
export function setUnreadInList(queryClient: QueryClient, conversation: number, unread: number): void {
  updateListEntries(queryClient, (chats) =>
    chats.map((entry) =>
      entry.conversation === conversation ? { ...entry, num_unread_messages: unread } : entry,
    ),
  );
}

/**
 * Deletes a conversation (spec §4): it leaves the list at once, then the server is asked; on failure the
 * caller shows the error, and the list is loaded again either way once the call settles badly.
 */
export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) =>
      apiClient.request("/api/chat.php", {
        method: "DELETE",
        body: { conversation },
        parser: DeleteChatResponseSchema,
      }),
    onMutate: async (conversation) => {
      await queryClient.cancelQueries({ queryKey: chatQueryKeys.list });
      updateListEntries(queryClient, (chats) => chats.filter((entry) => entry.conversation !== conversation));
      queryClient.removeQueries({ queryKey: chatQueryKeys.conversation(conversation) });
    },
    onSuccess: () => {
      // The unread total may have changed with the conversation gone.
      void queryClient.invalidateQueries({ queryKey: sessionUserQuery.queryKey });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.list });
    },
  });
}
