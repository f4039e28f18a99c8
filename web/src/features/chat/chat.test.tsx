/** Chats (/chats, /chats/:id, /members/:id/chat): the list, deleting, sending with retries, alerts, gifts. */
import type { ChatEntry, ChatResponse, Message } from "@amora/contract/chat";
import type { Settings } from "@amora/contract/settings";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { type ApiCall, apiError, deferred, json, type MockHandler, mockApi } from "../../test/mock-api.ts";
import { makeProfileView } from "../../test/profile-data.ts";
import { renderApp } from "../../test/render-app.tsx";
import { creditsReturn } from "../credits/index.ts";
import { sessionUserQuery } from "../session/index.ts";

const LONG = { timeout: 5000 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ME = 1;

afterEach(() => {
  vi.unstubAllGlobals();
});

const NAMES: Record<number, string> = { 7: "Sophie", 8: "Lena", 9: "Mia" };

function entry(conversation: number, profile: number, overrides: Partial<ChatEntry> = {}): ChatEntry {
  return {
    conversation,
    profile,
    member: {
      name: NAMES[profile] ?? `Member ${profile}`,
      age: 30 + profile,
      city: "Utrecht",
      main_image: null,
      fictional: profile === 8,
    },
    num_unread_messages: 0,
    last_message: {
      kind: "text",
      text: `Hello from ${profile}`,
      mine: false,
      sent_at: "2026-03-01T10:00:00Z",
    },
    ...overrides,
  };
}

function message(id: number, from: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation: 5,
    from,
    kind: "text",
    text: `Message ${id}`,
    photo: null,
    gift: null,
    client_id: null,
    sent_at: "2026-03-01T10:00:00Z",
    ...overrides,
  };
}

function conversationAnswer(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    conversation: 5,
    profile: 7,
    messages: [message(1, 7), message(2, ME)],
    has_more: false,
    blocked_reason: null,
    read_up_to: 0,
    credits_spent: 0,
    ...overrides,
  };
}

const profiles: MockHandler = (call: ApiCall) => {
  const id = Number(call.query.get("id"));
  return json(200, {
    profile: makeProfileView(id, { name: NAMES[id] ?? `Member ${id}`, fictional: id === 8 }),
  });
};

/** The stored message the server answers a send with. */
function stored(call: ApiCall, id = 100, conversation = 5) {
  const body = call.body as { text: string; gift?: string; client_id: string };
  return json(200, {
    message: message(id, ME, {
      conversation,
      text: body.text,
      gift: body.gift ?? null,
      kind: body.gift ? "gift" : "text",
      client_id: body.client_id,
      sent_at: new Date().toISOString(),
    }),
    credits: 41,
  });
}

function chatApi(
  handlers: Record<string, MockHandler> = {},
  user = testUser({ credits: 42, paid_user: true }),
) {
  return mockApi(
    {
      "GET /api/chats.php": json(200, { chats: [entry(5, 7)], next_before: null }),
      "GET /api/chat.php": json(200, conversationAnswer()),
      "GET /api/profile.php": profiles,
      ...handlers,
    },
    { user },
  );
}

async function typeAndSend(text: string) {
  const box = await screen.findByRole("textbox", { name: "Your message" }, LONG);
  await userEvent.type(box, `${text}{Enter}`);
}

describe("the chat list", () => {
  it("shows the conversations with names, previews, unread badges and the fictional mark", async () => {
    chatApi({
      "GET /api/chats.php": json(200, {
        chats: [
          entry(5, 7, { num_unread_messages: 3 }),
          entry(6, 8, {
            last_message: { kind: "gift", text: "", mine: true, sent_at: "2026-02-01T10:00:00Z" },
          }),
          entry(9, 9, { num_unread_messages: 120, last_message: null }),
        ],
        next_before: null,
      }),
    });
    await renderApp("/chats", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Your conversations" }, LONG);
    const rows = within(list).getAllByTestId("chat-row");
    expect(rows).toHaveLength(3);
    await within(rows[0] as HTMLElement).findByText("Sophie");
    expect(within(rows[0] as HTMLElement).getByText("Hello from 7")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTestId("unread-badge").textContent).toBe("33 unread messages");
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/chats/5");
    await within(rows[1] as HTMLElement).findByText("Lena");
    expect(within(rows[1] as HTMLElement).getByText("You: Gift")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByTestId("fictional-mark")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByTestId("unread-badge")).toBeNull();
    expect(within(rows[2] as HTMLElement).getByTestId("unread-badge").textContent).toContain("99+");
    expect(within(rows[2] as HTMLElement).getByText("No messages yet")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(", 37")).toBeTruthy();
  });

  it("names every member from the list itself: no profile call per entry, never 'Member' meanwhile", async () => {
    const api = chatApi({
      "GET /api/chats.php": json(200, {
        chats: [
          entry(5, 7),
          entry(6, 8, {
            member: {
              name: "Lena",
              age: 27,
              city: null,
              main_image: { filename: "l.jpg", thumb_filename: "l-thumb.jpg", match: "l-match.jpg" },
              fictional: true,
            },
          }),
        ],
        next_before: null,
      }),
      // A profile call would hang: the list must not wait for it.
      "GET /api/profile.php": () => new Promise(() => {}),
    });
    await renderApp("/chats", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Your conversations" }, LONG);
    const rows = within(list).getAllByTestId("chat-row");
    expect(within(rows[0] as HTMLElement).getByText("Sophie")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Lena")).toBeTruthy();
    expect(rows[1]?.textContent).toContain("Lena, 27");
    expect(rows[1]?.querySelector("img")?.getAttribute("src")).toContain("l-thumb.jpg");
    expect(within(list).queryByText("Member")).toBeNull();
    expect(api.callsTo("GET /api/profile.php")).toHaveLength(0);
  });

  it("loads more with next_before", async () => {
    const api = chatApi({
      "GET /api/chats.php": (call) =>
        call.query.get("before")
          ? json(200, { chats: [entry(6, 8)], next_before: null })
          : json(200, { chats: [entry(5, 7)], next_before: "2026-02-01T00:00:00.000Z" }),
    });
    await renderApp("/chats", { user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }, LONG));
    await waitFor(() => expect(screen.getAllByTestId("chat-row")).toHaveLength(2));
    expect(api.callsTo("GET /api/chats.php")[1]?.query.get("before")).toBe("2026-02-01T00:00:00.000Z");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says how to start when there is no conversation", async () => {
    chatApi({ "GET /api/chats.php": json(200, { chats: [], next_before: null }) });
    await renderApp("/chats", { user: testUser() });
    expect(await screen.findByText("No conversations yet", {}, LONG)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search members" }).getAttribute("href")).toBe("/members");
  });

  it("deletes a conversation at once, then on the server", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = chatApi({
      "GET /api/chats.php": json(200, { chats: [entry(5, 7), entry(6, 8)], next_before: null }),
      "DELETE /api/chat.php": () => answer.promise,
    });
    await renderApp("/chats", { user: testUser() });
    await userEvent.click(
      await screen.findByRole("button", { name: "Delete the conversation with Sophie" }, LONG),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getAllByTestId("chat-row")).toHaveLength(1));
    expect(screen.queryByText("Sophie")).toBeNull();
    expect(api.callsTo("DELETE /api/chat.php")[0]?.body).toEqual({ conversation: 5 });
    answer.resolve({ status: 200, body: { deleted: 1 } });
    await waitFor(() => expect(screen.getAllByTestId("chat-row")).toHaveLength(1));
  });

  it("shows the error and reloads the list when deleting fails", async () => {
    const api = chatApi({
      "GET /api/chats.php": json(200, { chats: [entry(5, 7), entry(6, 8)], next_before: null }),
      "DELETE /api/chat.php": apiError(403, "CHAT_NOT_POSSIBLE"),
    });
    await renderApp("/chats", { user: testUser() });
    await userEvent.click(
      await screen.findByRole("button", { name: "Delete the conversation with Sophie" }, LONG),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "The conversation could not be deleted: You can't send messages to this member.",
    );
    await waitFor(() => expect(api.callsTo("GET /api/chats.php").length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getAllByTestId("chat-row")).toHaveLength(2));
  });
});

describe("a conversation", () => {
  it("writes the messages' times as the British site does: 22:42, not 10:42 PM", async () => {
    const evening = new Date(2026, 2, 1, 22, 42).toISOString();
    await renderWith({
      handlers: {
        "GET /api/chat.php": json(200, {
          ...conversationAnswer(),
          messages: [message(1, 7, { sent_at: evening })],
        }),
      },
    });
    const list = await screen.findByRole("list", { name: "Messages with Sophie" }, LONG);
    const time = within(list).getByText("22:42");
    expect(time.tagName).toBe("TIME");
    expect(within(list).queryByText(/PM/)).toBeNull();
  });

  it("shows the header, the messages, and marks them read", async () => {
    const { api } = await renderWith({
      user: testUser({ unread_messages: 2 }),
      handlers: {
        "GET /api/chat.php": json(200, {
          ...conversationAnswer(),
          messages: [
            message(1, 7, { sent_at: "2026-02-27T10:00:00Z" }),
            message(2, ME),
            message(3, 7, { kind: "gift", gift: "rose", text: "" }),
          ],
        }),
      },
    });
    const list = await screen.findByRole("list", { name: "Messages with Sophie" }, LONG);
    expect(within(list).getAllByTestId("message")).toHaveLength(3);
    expect(within(list).getByText("Message 1").closest("li")?.className).toContain("chat-message--theirs");
    expect(within(list).getByText("Message 2").closest("li")?.className).toContain("chat-message--mine");
    expect(within(list).getByRole("figure", { name: "Gift: Rose" })).toBeTruthy();
    // Named by what it shows (WCAG 2.5.3, label in name): her name, then her age and town; the list's
    // link to the conversation is the current page.
    expect(screen.getByRole("link", { name: /^Sophie\b/, current: false }).getAttribute("href")).toBe(
      "/members/7",
    );
    // Two days: two separators.
    expect(list.querySelectorAll(".chat-day")).toHaveLength(2);
    // The GET marked them read: the session user (badge, title) is loaded again.
    await waitFor(() => expect(api.callsTo("GET /api/user.php").length).toBeGreaterThan(0));
  });

  it("shows what the conversation has cost the member, and nothing before it cost anything", async () => {
    await renderWith({
      handlers: { "GET /api/chat.php": json(200, conversationAnswer({ credits_spent: 6 })) },
    });
    await screen.findByRole("list", { name: "Messages with Sophie" }, LONG);
    expect(screen.getByText("6 credits spent").className).toBe("chat-pane__cost");
  });

  it("marks my messages Seen up to where the other member had read when the page loaded", async () => {
    await renderWith({
      handlers: {
        "GET /api/chat.php": json(
          200,
          conversationAnswer({ messages: [message(2, ME), message(3, 7), message(4, ME)], read_up_to: 3 }),
        ),
      },
    });
    const list = await screen.findByRole("list", { name: "Messages with Sophie" }, LONG);
    const stateOf = (text: string) =>
      within(list).getByText(text).closest("li")?.querySelector(".chat-bubble__tick")?.getAttribute("title");
    expect(stateOf("Message 2")).toBe("Seen");
    expect(stateOf("Message 4")).toBe("Sent");
  });

  it("loads older messages, keeping them in order", async () => {
    const { api } = await renderWith({
      handlers: {
        "GET /api/chat.php": (call) =>
          call.query.get("before")
            ? json(200, conversationAnswer({ messages: [message(1, 7)], has_more: false }))
            : json(200, conversationAnswer({ messages: [message(2, ME), message(3, 7)], has_more: true })),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Older messages" }, LONG));
    await waitFor(() => expect(screen.getAllByTestId("message")).toHaveLength(3));
    expect(screen.getAllByTestId("message").map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
    ]);
    expect(api.callsTo("GET /api/chat.php").some((call) => call.query.get("before") === "2")).toBe(true);
    expect(screen.queryByRole("button", { name: "Older messages" })).toBeNull();
  });

  it("says 'not found' for someone else's conversation, not 'could not load · retry'", async () => {
    const { api } = await renderWith({
      path: "/chats/77",
      handlers: { "GET /api/chat.php": apiError(404, "NOT_FOUND") },
    });
    expect(await screen.findByRole("heading", { name: "Conversation not found" }, LONG)).toBeTruthy();
    expect(screen.queryByText("The messages could not be loaded.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Your message" })).toBeNull();
    const back = within(screen.getByTestId("conversation-not-found")).getByRole("link", {
      name: "All conversations",
    });
    expect(back.getAttribute("href")).toBe("/chats");
    expect(api.callsTo("GET /api/chat.php")).toHaveLength(1);
  });

  it("shows a fictional profile's warning", async () => {
    await renderWith({
      handlers: { "GET /api/chat.php": json(200, conversationAnswer({ profile: 8 })) },
      path: "/chats/5",
      list: [entry(5, 8)],
    });
    expect((await screen.findByTestId("fictional-warning", {}, LONG)).textContent).toBe(
      "Profiles marked ✱ are fictional.",
    );
  });

  it("sends a message with a uuid client_id; the pending bubble becomes the stored one", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    let sent: ApiCall | undefined;
    const { queryClient } = await renderWith({
      handlers: {
        "POST /api/chat.php": (call) => {
          sent = call;
          return answer.promise;
        },
      },
    });
    await typeAndSend("Hi Sophie");
    const pending = await screen.findByText("Hi Sophie");
    expect(pending.closest("li")?.getAttribute("data-state")).toBe("sending");
    expect(screen.getByText("Sending…")).toBeTruthy();
    const body = sent?.body as { conversation: number; text: string; client_id: string };
    expect(body.conversation).toBe(5);
    expect(body.text).toBe("Hi Sophie");
    expect(body.client_id).toMatch(UUID);
    expect((screen.getByRole("textbox", { name: "Your message" }) as HTMLTextAreaElement).value).toBe("");
    answer.resolve(stored(sent as ApiCall) as { status: number; body: unknown });
    await waitFor(() =>
      expect(screen.getByText("Hi Sophie").closest("li")?.getAttribute("data-state")).toBe("stored"),
    );
    expect(screen.getAllByText("Hi Sophie")).toHaveLength(1);
    expect(queryClient.getQueryData<{ credits: number }>(sessionUserQuery.queryKey)?.credits).toBe(41);
  });

  it("keeps a message that failed on the network, and retries it with the same client_id", async () => {
    let fail = true;
    const api = await renderWith({
      handlers: {
        "POST /api/chat.php": (call) => {
          if (fail) throw new TypeError("Failed to fetch");
          return stored(call);
        },
      },
    });
    await typeAndSend("Are you there?");
    expect(await screen.findByText("Not sent")).toBeTruthy();
    expect(screen.getByText("Are you there?").closest("li")?.getAttribute("data-state")).toBe("failed");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() =>
      expect(screen.getByText("Are you there?").closest("li")?.getAttribute("data-state")).toBe("stored"),
    );
    const posts = api.api.callsTo("POST /api/chat.php");
    expect(posts).toHaveLength(2);
    const ids = posts.map((call) => (call.body as { client_id: string }).client_id);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(screen.queryByText("Not sent")).toBeNull();
  });

  it("shows the buy-credits alert and nothing as sent without enough credits", async () => {
    await renderWith({
      handlers: {
        "POST /api/chat.php": apiError(402, "INSUFFICIENT_CREDITS", { params: { cost: 1, credits: 0 } }),
      },
    });
    await typeAndSend("Hello!");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Not enough credits");
    expect(alert.textContent).toContain("You need 1 credit to send this, and you have 0.");
    expect(within(alert).getByRole("link", { name: "Buy credits" }).getAttribute("href")).toBe("/credits");
    expect(screen.queryAllByTestId("message")).toHaveLength(2);
    // The text is back in the composer, not lost.
    expect((screen.getByRole("textbox", { name: "Your message" }) as HTMLTextAreaElement).value).toBe(
      "Hello!",
    );
  });

  it("keeps the unsent text across buying credits, and the way back to this conversation", async () => {
    sessionStorage.clear();
    const { router } = await renderWith({
      handlers: {
        "POST /api/chat.php": apiError(402, "INSUFFICIENT_CREDITS", { params: { cost: 1, credits: 0 } }),
      },
    });
    await typeAndSend("Dinner on Friday?");
    const alert = await screen.findByRole("alert");
    await userEvent.click(within(alert).getByRole("link", { name: "Buy credits" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/credits"));
    // The payment page finds where to send the member back.
    expect(creditsReturn()).toBe("/chats/5");

    // Back (after paying, as the payment page's button does): the text is still there, ready to send.
    await act(() => router.navigate("/chats/5"));
    const box = (await screen.findByRole("textbox", { name: "Your message" }, LONG)) as HTMLTextAreaElement;
    expect(box.value).toBe("Dinner on Friday?");
    sessionStorage.clear();
  });

  it("forgets the draft once it is sent", async () => {
    sessionStorage.clear();
    const { router } = await renderWith({ handlers: { "POST /api/chat.php": stored } });
    await typeAndSend("See you there");
    await screen.findByText("See you there");
    await act(() => router.navigate("/chats"));
    await act(() => router.navigate("/chats/5"));
    const box = (await screen.findByRole("textbox", { name: "Your message" }, LONG)) as HTMLTextAreaElement;
    expect(box.value).toBe("");
  });

  it("shows the upgrade alert at the free conversation limit", async () => {
    await renderWith({
      handlers: {
        "POST /api/chat.php": apiError(403, "CONVERSATION_LIMIT_REACHED", { params: { limit: 2 } }),
      },
    });
    await typeAndSend("Hello!");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Free members can start 2 conversations.");
    expect(within(alert).getByRole("link", { name: "Get Premium" }).getAttribute("href")).toBe("/premium");
  });

  it.each([
    ["own_email_unconfirmed", "Confirm your e-mail address to send messages. We sent you a link."],
    [
      "their_email_unconfirmed",
      "Sophie hasn't confirmed their e-mail address yet, so you can't write for now.",
    ],
    ["blocked", "You can't send messages in this conversation."],
  ] as const)("replaces the composer when blocked: %s", async (reason, text) => {
    await renderWith({
      handlers: { "GET /api/chat.php": json(200, conversationAnswer({ blocked_reason: reason })) },
    });
    await waitFor(() => expect(screen.getByTestId("chat-blocked").textContent).toContain(text), LONG);
    expect(screen.queryByRole("textbox", { name: "Your message" })).toBeNull();
    if (reason === "own_email_unconfirmed") {
      expect(screen.getByRole("button", { name: "Send the link again" })).toBeTruthy();
    }
  });

  it("sends a gift from the gift sheet", async () => {
    const api = await renderWith({ handlers: { "POST /api/chat.php": (call) => stored(call) } });
    await userEvent.click(await screen.findByRole("button", { name: "Send a gift" }, LONG));
    const sheet = await screen.findByRole("dialog");
    // Each gift is named by what it shows (WCAG 2.5.3, label in name): the gift and its price.
    expect(within(sheet).getAllByRole("button", { name: /^.+ 5 credits$/ })).toHaveLength(8);
    await userEvent.click(within(sheet).getByRole("button", { name: "Teddy bear 5 credits" }));
    expect(await screen.findByRole("figure", { name: "Gift: Teddy bear" })).toBeTruthy();
    const body = api.api.callsTo("POST /api/chat.php")[0]?.body as {
      gift: string;
      client_id: string;
      text: string;
    };
    expect(body.gift).toBe("teddy");
    expect(body.text).toBe("");
    expect(body.client_id).toMatch(UUID);
  });

  it("prefills the composer from ?text=", async () => {
    await renderWith({ path: "/chats/5?text=Nice%20photos!" });
    const box = (await screen.findByRole("textbox", { name: "Your message" }, LONG)) as HTMLTextAreaElement;
    expect(box.value).toBe("Nice photos!");
  });

  it("counts characters against the site's limit and shows the cost", async () => {
    await renderWith({
      settings: { message_length: 10, minimum_message_costs: { GB: { costs: 0.25, currency: "EUR" } } },
    });
    const box = await screen.findByRole("textbox", { name: "Your message" }, LONG);
    expect(screen.getByTestId("message-counter").textContent).toBe("0 / 10 characters");
    expect(screen.getByTestId("message-cost").textContent).toBe("1 credit · from €0.25 per message");
    await userEvent.type(box, "Hello");
    expect(screen.getByTestId("message-counter").textContent).toBe("5 / 10 characters");
    await userEvent.type(box, " there, you");
    expect(screen.getByTestId("message-counter").textContent).toBe("16 / 10 characters");
    expect(screen.getByRole("alert").textContent).toBe("Your message can have at most 10 characters.");
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("makes a new line with Shift+Enter", async () => {
    const api = await renderWith({ handlers: { "POST /api/chat.php": (call) => stored(call) } });
    const box = (await screen.findByRole("textbox", { name: "Your message" }, LONG)) as HTMLTextAreaElement;
    await userEvent.type(box, "one{Shift>}{Enter}{/Shift}two");
    expect(box.value).toBe("one\ntwo");
    expect(api.api.callsTo("POST /api/chat.php")).toHaveLength(0);
  });
});

describe("chatting from a profile", () => {
  it("sends the first message with `profile` and lands on the new conversation", async () => {
    const api = chatApi({
      "GET /api/chats.php": json(200, { chats: [], next_before: null }),
      "POST /api/chat.php": (call) => stored(call, 200, 12),
      "GET /api/chat.php": json(200, conversationAnswer({ conversation: 12, profile: 9, messages: [] })),
    });
    const { router } = await renderApp("/members/9/chat?text=Hey%20Mia", { user: testUser() });
    expect(
      await screen.findByText("Say hello to Mia! Your first message starts the conversation.", {}, LONG),
    ).toBeTruthy();
    const box = screen.getByRole("textbox", { name: "Your message" }) as HTMLTextAreaElement;
    expect(box.value).toBe("Hey Mia");
    await userEvent.type(box, "{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/chats/12"));
    const body = api.callsTo("POST /api/chat.php")[0]?.body as Record<string, unknown>;
    expect(body.profile).toBe(9);
    expect(body.conversation).toBeUndefined();
    expect(body.text).toBe("Hey Mia");
    expect(await screen.findByText("Hey Mia")).toBeTruthy();
  });

  it("opens the existing conversation with that member", async () => {
    chatApi({ "GET /api/chats.php": json(200, { chats: [entry(5, 7)], next_before: null }) });
    const { router } = await renderApp("/members/7/chat", { user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/chats/5"), LONG);
    expect(await screen.findByText("Message 1")).toBeTruthy();
  });
});

describe("speaking French", () => {
  it("names the gifts and the cost in French", async () => {
    await renderWith({ language: "fr" });
    expect(await screen.findByText("1 crédit", {}, LONG)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Envoyer un cadeau" }));
    expect(await screen.findByText("Ours en peluche")).toBeTruthy();
  });
});

async function renderWith(
  options: {
    handlers?: Record<string, MockHandler>;
    path?: string;
    user?: ReturnType<typeof testUser>;
    list?: ChatEntry[];
    settings?: Partial<Settings>;
    language?: "en" | "fr";
  } = {},
) {
  const user = options.user ?? testUser({ credits: 42, paid_user: true });
  const api = chatApi(
    {
      ...(options.list
        ? { "GET /api/chats.php": json(200, { chats: options.list, next_before: null }) }
        : {}),
      ...options.handlers,
    },
    user,
  );
  const view = await renderApp(options.path ?? "/chats/5", {
    user,
    settings: options.settings,
    language: options.language,
  });
  return { ...view, api };
}
