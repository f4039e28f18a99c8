/** useSendQueue on its own: pending, failed and retried messages, refusals, and a first message's new conversation. */
import type { Message } from "@amora/contract/chat";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import {
  type ApiCall,
  apiError,
  deferred,
  json,
  type MockAnswer,
  type MockHandler,
  mockApi,
} from "../../test/mock-api.ts";
import { type ConversationData, chatQueryKeys } from "./api.ts";
import { useSendQueue } from "./use-send-queue.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The server's answer to a sent text: stored as message 100 of `conversation`. */
function stored(call: ApiCall, conversation = 5): MockAnswer {
  const body = call.body as { text: string; client_id: string };
  const message: Message = {
    id: 100,
    conversation,
    from: 1,
    kind: "text",
    text: body.text,
    photo: null,
    gift: null,
    client_id: body.client_id,
    sent_at: "2026-03-01T10:00:00Z",
  };
  return json(200, { message, credits: 41 });
}

function renderQueue(
  target: { conversation: number } | { profile: number },
  handlers: Record<string, MockHandler>,
  initialText = "",
) {
  const api = mockApi(handlers);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/start"]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const view = renderHook(
    () => ({ queue: useSendQueue({ target, profileId: 7, initialText }), path: useLocation().pathname }),
    { wrapper },
  );
  return { ...view, api, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useSendQueue", () => {
  it("shows a message as sending until the server has stored it, and empties the composer", async () => {
    const answer = deferred<MockAnswer>();
    const { result, api, queryClient } = renderQueue(
      { conversation: 5 },
      { "POST /api/chat.php": () => answer.promise },
      "Hello",
    );
    expect(result.current.queue.text).toBe("Hello");
    act(() => result.current.queue.sendText("Hello"));
    expect(result.current.queue.text).toBe("");
    expect(result.current.queue.pending).toMatchObject([{ text: "Hello", state: "sending" }]);
    const clientId = result.current.queue.pending[0]?.clientId;
    expect(clientId).toMatch(UUID);

    const call = await vi.waitFor(() => {
      const sent = api.callsTo("POST /api/chat.php")[0];
      if (!sent) throw new Error("nothing was sent yet");
      return sent;
    });
    expect(result.current.queue.pending[0]?.state).toBe("sending");
    answer.resolve(stored(call));
    await vi.waitFor(() => expect(result.current.queue.pending).toEqual([]));
    const cached = queryClient.getQueryData<ConversationData>(chatQueryKeys.conversation(5));
    expect(cached?.pages[0]?.messages.map((message) => message.client_id)).toEqual([clientId]);
    expect(result.current.path).toBe("/start");
  });

  it("keeps a message that failed without a verdict, and retries it with the same client_id", async () => {
    let fail = true;
    const { result, api } = renderQueue(
      { conversation: 5 },
      {
        "POST /api/chat.php": (call) => {
          if (fail) throw new TypeError("Failed to fetch");
          return stored(call);
        },
      },
    );
    act(() => result.current.queue.send({ text: "Are you there?" }));
    await vi.waitFor(() => expect(result.current.queue.pending[0]?.state).toBe("failed"));
    expect(result.current.queue.refusal).toBeNull();

    fail = false;
    const failed = result.current.queue.pending[0];
    if (!failed) throw new Error("the failed message is gone");
    act(() => result.current.queue.retry(failed));
    expect(result.current.queue.pending[0]?.state).toBe("sending");
    await vi.waitFor(() => expect(result.current.queue.pending).toEqual([]));
    const ids = api
      .callsTo("POST /api/chat.php")
      .map((call) => (call.body as { client_id: string }).client_id);
    expect(ids).toEqual([failed.clientId, failed.clientId]);
  });

  it("drops a refused message, puts its text back in an empty composer and keeps the refusal", async () => {
    const { result } = renderQueue(
      { conversation: 5 },
      { "POST /api/chat.php": apiError(402, "INSUFFICIENT_CREDITS", { params: { cost: 1, credits: 0 } }) },
    );
    act(() => result.current.queue.sendText("Hi there"));
    await vi.waitFor(() => expect(result.current.queue.refusal).not.toBeNull());
    expect(result.current.queue.pending).toEqual([]);
    expect(result.current.queue.text).toBe("Hi there");
    expect(result.current.queue.refusal?.error).toMatchObject({ code: "INSUFFICIENT_CREDITS" });

    // Sending again starts without the old refusal.
    act(() => result.current.queue.closeRefusal());
    expect(result.current.queue.refusal).toBeNull();
  });

  it("does not put a refused gift's text back", async () => {
    const { result } = renderQueue(
      { conversation: 5 },
      { "POST /api/chat.php": apiError(402, "INSUFFICIENT_CREDITS", { params: { cost: 5, credits: 0 } }) },
    );
    act(() => result.current.queue.send({ text: "For you", gift: "rose" }));
    await vi.waitFor(() => expect(result.current.queue.refusal).not.toBeNull());
    expect(result.current.queue.text).toBe("");
  });

  it("opens the new conversation with a profile's first message", async () => {
    const { result, queryClient, api } = renderQueue(
      { profile: 7 },
      { "POST /api/chat.php": (call) => stored(call, 12) },
    );
    act(() => result.current.queue.sendText("Hi Sophie"));
    await vi.waitFor(() => expect(result.current.path).toBe("/chats/12"));
    expect(api.callsTo("POST /api/chat.php")[0]?.body).toMatchObject({ profile: 7, text: "Hi Sophie" });
    const cached = queryClient.getQueryData<ConversationData>(chatQueryKeys.conversation(12));
    expect(cached?.pages[0]).toMatchObject({
      conversation: 12,
      profile: 7,
      messages: [{ text: "Hi Sophie" }],
    });
  });
});
