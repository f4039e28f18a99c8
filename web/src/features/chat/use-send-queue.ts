/**
 * What the member writes and sends in one conversation, apart from how it looks (conversation-pane.tsx):
 *
 * - the draft, kept per conversation so it survives the way to the credits page and back (drafts.ts);
 * - the messages on their way: each shows at once as "sending"; the stored message replaces it (the cache
 *   gets it from the send's answer); a failure without a verdict (network, 5xx) leaves it "failed", and
 *   Retry, or the live connection coming back, sends it again with the same client_id, so the server stores
 *   and charges it once;
 * - a verdict (missing credits, the free conversation limit, an unconfirmed e-mail, …) sends nothing: the
 *   message goes, its text returns to an empty composer, and the refusal is kept for the pane to explain.
 *
 * The call and its cache writes are a TanStack mutation; the list of messages on their way stays component
 * state (docs/decisions/027-web-hooks-and-router-libraries.md says why it is not the mutation cache).
 */
import type { Gift } from "@amora/contract/gifts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { newUuid } from "../../lib/uuid.ts";
import { useLiveReconnected } from "../live/index.ts";
import {
  type ConversationData,
  chatQueryKeys,
  isRetryableSendError,
  type Outgoing,
  sendMessage,
  storeSentMessage,
} from "./api.ts";
import { draftKey, readDraft, saveDraft } from "./drafts.ts";

/** A message on its way, or one that could not be sent and waits for Retry. */
export interface PendingMessage {
  clientId: string;
  text: string;
  gift?: Gift;
  photo?: File;
  at: string;
  state: "sending" | "failed";
}

export interface SendContent {
  text: string;
  gift?: Gift;
  photo?: File;
}

export function useSendQueue({
  target,
  profileId,
  initialText = "",
}: {
  target: Outgoing["target"];
  /** The other member, once known: a first message seeds the new conversation's cache with it. */
  profileId: number | undefined;
  initialText?: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // What the member was writing survives leaving the page (to buy credits, through the payment) and back.
  const draft = draftKey(target);
  const [text, setText] = useState(() => initialText || readDraft(draft));
  useEffect(() => saveDraft(draft, text), [draft, text]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  /** Why the last message was not sent (a verdict), until the member closes it or sends again. */
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);

  const call = useMutation({
    mutationFn: sendMessage,
    onSuccess: (answer) => {
      const sentTo = answer.message.conversation;
      // A first message: the new conversation opens with it, before its own GET answers.
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
              credits_spent: 0,
            },
          ],
          pageParams: [undefined],
        });
      }
      storeSentMessage(queryClient, answer);
    },
  });

  const settle = (clientId: string, state?: PendingMessage["state"]) =>
    setPending((all) =>
      state
        ? all.map((message) => (message.clientId === clientId ? { ...message, state } : message))
        : all.filter((message) => message.clientId !== clientId),
    );

  const dispatch = (message: PendingMessage) => {
    settle(message.clientId, "sending");
    const { clientId, text: body, gift, photo } = message;
    call.mutateAsync({ target, text: body, gift, photo, clientId }).then(
      (answer) => {
        settle(clientId);
        if (!("conversation" in target))
          void navigate(paths.chat(answer.message.conversation), { replace: true });
      },
      (error: unknown) => {
        if (isRetryableSendError(error)) {
          settle(clientId, "failed");
          return;
        }
        // A verdict: nothing was sent. The text goes back into the composer so it is not lost.
        settle(clientId);
        if (body && !gift) setText((current) => (current === "" ? body : current));
        setRefusal({ error });
      },
    );
  };

  const send = (content: SendContent) => {
    setRefusal(null);
    const message: PendingMessage = {
      clientId: newUuid(),
      ...content,
      at: new Date().toISOString(),
      state: "sending",
    };
    setPending((all) => [...all, message]);
    dispatch(message);
  };

  // Back online: what could not be sent goes again, with the same client ids (charged once).
  useLiveReconnected(() => {
    for (const message of pending) if (message.state === "failed") dispatch(message);
  });

  return {
    text,
    setText,
    pending,
    refusal,
    /** Sends the composer's text (and empties it). */
    sendText: (value: string) => {
      setText("");
      send({ text: value });
    },
    send,
    retry: dispatch,
    closeRefusal: () => setRefusal(null),
  };
}
