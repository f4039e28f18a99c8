/** The live connection in the app: events into the cache, the status UI, typing and read marks, logout. */
import type { Message } from "@amora/contract/chat";
import { PAGE_HIDDEN_PATH, type ServerEvent } from "@amora/contract/events";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveEnvironment, LiveSocketHandlers } from "../../lib/live-connection.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { testUser } from "../../test/fixtures.ts";
import { type ApiCall, deferred, json, mockApi } from "../../test/mock-api.ts";
import { likesAnswer, makeProfileView } from "../../test/profile-data.ts";
import { createTestI18n, renderApp } from "../../test/render-app.tsx";
import { likesQueryKeys } from "../likes/index.ts";
import { sessionUserQuery } from "../session/index.ts";
import { sendRead, sendTyping, useLiveReconnected, useLiveState, useReadUpTo, useTyping } from "./hooks.ts";
import { LiveProvider, setLiveTestOptions } from "./live-provider.tsx";
import { lastEventIdKey } from "./live-session.ts";
import { LiveStatus } from "./live-status.tsx";
import { REASSERT_VISIBLE_MS } from "./page-presence.ts";

const LONG = { timeout: 5000 };
const ME = 1;

class FakeSocket {
  sent: unknown[] = [];
  closed = false;
  private readonly on: LiveSocketHandlers;
  constructor(on: LiveSocketHandlers) {
    this.on = on;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  /** The server accepts: the tab says hello, the server welcomes it. */
  accept(lastEventId = 0) {
    act(() => {
      this.on.open();
      this.on.message(JSON.stringify({ type: "welcome", last_event_id: lastEventId }));
    });
  }
  drop() {
    act(() => this.on.close(1006));
  }
  push(event: ServerEvent) {
    act(() => this.on.message(JSON.stringify(event)));
  }
}

let sockets: FakeSocket[] = [];
let network: { online: boolean; handlers: Parameters<LiveEnvironment["listen"]>[0] | null };

function socket(): FakeSocket {
  const last = sockets.at(-1);
  if (!last) throw new Error("no live connection was made");
  return last;
}

/** The connection's code is loaded on demand (live-provider.tsx): the socket comes a moment after the render. */
async function connectionMade(): Promise<void> {
  await waitFor(() => socket());
}

/** The browser loses its network, as `navigator.onLine` and the `offline` event tell it. */
function goOffline() {
  act(() => {
    network.online = false;
    network.handlers?.offline();
  });
}

function goOnline() {
  act(() => {
    network.online = true;
    network.handlers?.online();
  });
}

beforeEach(() => {
  sockets = [];
  network = { online: true, handlers: null };
  setLiveTestOptions({
    url: "ws://amora.test/api/live",
    createSocket: (_url, on) => {
      const made = new FakeSocket(on);
      sockets.push(made);
      return made;
    },
    environment: {
      isOnline: () => network.online,
      isVisible: () => true,
      listen(on) {
        network.handlers = on;
        return () => {
          network.handlers = null;
        };
      },
    },
  });
});

afterEach(() => {
  setLiveTestOptions(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function chatMessage(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation: 5,
    from: 7,
    kind: "text",
    text: `Message ${id}`,
    photo: null,
    gift: null,
    client_id: null,
    sent_at: "2026-03-01T10:00:00Z",
    ...overrides,
  };
}

const AT = "2026-03-01T10:00:00Z";

function chatApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi(
    {
      "GET /api/chats.php": json(200, {
        chats: [
          {
            conversation: 5,
            profile: 7,
            member: { name: "Sophie", age: 31, city: "Utrecht", main_image: null, fictional: false },
            num_unread_messages: 0,
            last_message: { kind: "text", text: "Message 2", mine: true, sent_at: AT },
          },
        ],
        next_before: null,
      }),
      "GET /api/chat.php": json(200, {
        conversation: 5,
        profile: 7,
        messages: [chatMessage(1), chatMessage(2, { from: ME })],
        has_more: false,
        blocked_reason: null,
        read_up_to: 0,
        credits_spent: 0,
      }),
      "GET /api/profile.php": (call) =>
        json(200, { profile: makeProfileView(Number(call.query.get("id")), { name: "Sophie" }) }),
      "GET /api/likes.php": likesAnswer([[11, true]], []),
      ...handlers,
    },
    { user: testUser() },
  );
}

describe("the live connection in the app", () => {
  it("connects for a member, says hello, and shows live in the conversation header", async () => {
    chatApi();
    const { container } = await renderApp("/chats/5", { user: testUser() });
    expect(await screen.findByText("Message 1", {}, LONG)).toBeTruthy();
    expect(socket().sent).toEqual([]);
    expect(container.querySelector(".chat-live--connecting")).not.toBeNull();
    socket().accept(40);
    expect(socket().sent).toEqual([{ type: "hello", last_event_id: 0, visible: true }]);
    expect(container.querySelector(".chat-live--live")).not.toBeNull();
    expect(sessionStorage.getItem(lastEventIdKey(ME))).toBe("40");
  });

  it("does not connect for a visitor", async () => {
    mockApi();
    await renderApp("/login");
    expect(sockets).toHaveLength(0);
  });

  it("puts a message into its open conversation once, sets the unread total and reloads the list", async () => {
    const api = chatApi();
    const { queryClient } = await renderApp("/chats/5", { user: testUser() });
    expect(await screen.findByText("Message 1", {}, LONG)).toBeTruthy();
    socket().accept(40);
    const listLoads = api.callsTo("GET /api/chats.php").length;

    const event: ServerEvent = { id: 41, at: AT, type: "message", message: chatMessage(3), unread_total: 4 };
    socket().push(event);
    socket().push(event);
    expect(await screen.findByText("Message 3")).toBeTruthy();
    expect(screen.getAllByText("Message 3")).toHaveLength(1);
    expect(queryClient.getQueryData(sessionUserQuery.queryKey)?.unread_messages).toBe(4);
    await waitFor(() => expect(api.callsTo("GET /api/chats.php").length).toBe(listLoads + 1));
  });

  it("shows the member's own message once when its event comes before the answer to the send", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    let sent: ApiCall | undefined;
    chatApi({
      "POST /api/chat.php": (call) => {
        sent = call;
        return answer.promise;
      },
    });
    await renderApp("/chats/5", { user: testUser({ credits: 5 }) });
    await connectionMade();
    socket().accept(40);
    const box = await screen.findByRole("textbox", { name: "Your message" }, LONG);
    await userEvent.type(box, "Hi there{Enter}");
    await waitFor(() => expect(sent).toBeDefined());
    const clientId = (sent?.body as { client_id?: string } | undefined)?.client_id ?? null;
    const stored = chatMessage(3, { from: ME, text: "Hi there", client_id: clientId });
    expect(screen.getAllByText("Hi there")).toHaveLength(1);

    socket().push({ id: 41, at: AT, type: "message", message: stored, unread_total: 0 });
    expect(screen.getAllByText("Hi there")).toHaveLength(1);
    answer.resolve(json(200, { message: stored, credits: 4 }) as { status: number; body: unknown });
    await waitFor(() => expect(screen.getAllByText("Hi there")).toHaveLength(1));
    expect(screen.queryByText("Not sent")).toBeNull();
  });

  it("updates the unread count of a list entry and the total", async () => {
    chatApi();
    const { queryClient } = await renderApp("/chats", { user: testUser({ unread_messages: 3 }) });
    const list = await screen.findByRole("list", { name: /conversations/i }, LONG);
    socket().accept(1);
    socket().push({
      id: 2,
      at: AT,
      type: "unread",
      conversation: 5,
      num_unread_messages: 2,
      unread_total: 2,
    });
    expect(queryClient.getQueryData(sessionUserQuery.queryKey)?.unread_messages).toBe(2);
    await waitFor(() => expect(within(list).getByText("2")).toBeTruthy());
  });

  it("sets the new likes from a like, reloads the likes list on a like or match, and sets a new balance", async () => {
    chatApi();
    const { queryClient } = await renderApp("/chats", { user: testUser() });
    await screen.findByRole("list", { name: /conversations/i }, LONG);
    queryClient.setQueryData(likesQueryKeys.list, { profiles: [], liked: [], liked_by: [] });
    socket().accept(1);

    socket().push({ id: 2, at: AT, type: "like", profile: 11, new_likes: 3 });
    expect(queryClient.getQueryData(sessionUserQuery.queryKey)?.new_likes).toBe(3);
    expect(queryClient.getQueryState(likesQueryKeys.list)?.isInvalidated).toBe(true);
    expect(await screen.findAllByText(/3 new likes/)).not.toHaveLength(0);

    queryClient.setQueryData(likesQueryKeys.list, { profiles: [], liked: [], liked_by: [] });
    socket().push({ id: 3, at: AT, type: "match", profile: 11 });
    expect(queryClient.getQueryState(likesQueryKeys.list)?.isInvalidated).toBe(true);

    // A payment completed (in another tab, or the webhook came first): balance and premium at once.
    socket().push({ id: 4, at: AT, type: "credits", credits: 150, paid_user: true });
    expect(queryClient.getQueryData(sessionUserQuery.queryKey)).toMatchObject({
      credits: 150,
      paid_user: true,
    });
  });

  it("continues from the last handled id after a reload of the tab", async () => {
    chatApi();
    sessionStorage.setItem(lastEventIdKey(ME), "17");
    await renderApp("/chats", { user: testUser() });
    await waitFor(() => expect(sockets).toHaveLength(1), LONG);
    socket().accept(17);
    expect(socket().sent).toEqual([{ type: "hello", last_event_id: 17, visible: true }]);
  });

  it("shows a banner while offline, in English and in French", async () => {
    chatApi();
    await renderApp("/chats", { user: testUser() });
    await waitFor(() => expect(sockets).toHaveLength(1), LONG);
    socket().accept(1);
    goOffline();
    expect((await screen.findByTestId("live-banner")).textContent).toBe(
      "You're offline — messages will be sent when you're back",
    );
    goOnline();
    await waitFor(() => expect(screen.queryByTestId("live-banner")).toBeNull());
    expect(sockets).toHaveLength(2);
  });

  it("says so in French, and shows reconnecting only once the connection has been lost for a moment", async () => {
    chatApi();
    await renderApp("/chats", { user: testUser({ language: "fr" }), language: "fr" });
    await waitFor(() => expect(sockets).toHaveLength(1), LONG);
    socket().accept(1);
    goOffline();
    expect((await screen.findByTestId("live-banner")).textContent).toBe(
      "Vous êtes hors ligne — les messages seront envoyés à votre retour",
    );
    goOnline();
    await waitFor(() => expect(screen.queryByTestId("live-banner")).toBeNull());

    // The new connection fails: its retries are not welcomed either.
    socket().drop();
    expect(screen.queryByTestId("live-banner")).toBeNull();
    expect((await screen.findByTestId("live-banner", {}, LONG)).textContent).toBe("Reconnexion…");
  });

  it("stops and forgets the last id on logout", async () => {
    chatApi();
    const { queryClient } = await renderApp("/chats", { user: testUser() });
    await waitFor(() => expect(sockets).toHaveLength(1), LONG);
    socket().accept(9);
    expect(sessionStorage.getItem(lastEventIdKey(ME))).toBe("9");
    act(() => queryClient.setQueryData(sessionUserQuery.queryKey, null));
    await waitFor(() => expect(socket().closed).toBe(true));
    expect(sessionStorage.getItem(lastEventIdKey(ME))).toBeNull();
    expect(sockets).toHaveLength(1);
  });
});

function Probe({ conversation }: { conversation: number }) {
  const typing = useTyping(conversation);
  const readUpTo = useReadUpTo(conversation);
  const state = useLiveState();
  return (
    <>
      <p data-testid="probe">{`${state} typing=${typing} read=${readUpTo}`}</p>
      <LiveStatus />
    </>
  );
}

function Retrier({ onBack }: { onBack: () => void }) {
  useLiveReconnected(onBack);
  return null;
}

async function renderProbe() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionUserQuery.queryKey, testUser());
  const i18n = await createTestI18n();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LiveProvider>
          <Probe conversation={5} />
        </LiveProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await connectionMade();
  return { probe: () => screen.getByTestId("probe").textContent, queryClient };
}

describe("typing and read marks", () => {
  it("shows typing for 4 s after the last typing event, and until their message comes", async () => {
    const { probe } = await renderProbe();
    vi.useFakeTimers();
    expect(probe()).toBe("connecting typing=false read=0");
    socket().accept(3);
    expect(probe()).toBe("live typing=false read=0");

    socket().push({ id: 3, at: AT, type: "typing", conversation: 5, profile: 7 });
    expect(probe()).toBe("live typing=true read=0");
    act(() => vi.advanceTimersByTime(3_000));
    socket().push({ id: 3, at: AT, type: "typing", conversation: 5, profile: 7 });
    act(() => vi.advanceTimersByTime(3_999));
    expect(probe()).toBe("live typing=true read=0");
    act(() => vi.advanceTimersByTime(1));
    expect(probe()).toBe("live typing=false read=0");

    socket().push({ id: 3, at: AT, type: "typing", conversation: 5, profile: 7 });
    socket().push({ id: 4, at: AT, type: "message", message: chatMessage(8), unread_total: 1 });
    expect(probe()).toBe("live typing=false read=0");
    // Another conversation's typing is not this one's.
    socket().push({ id: 4, at: AT, type: "typing", conversation: 6, profile: 8 });
    expect(probe()).toBe("live typing=false read=0");
  });

  it("names the state next to the dot for screen readers", async () => {
    await renderProbe();
    expect(document.querySelector(".live-dot--connecting")?.textContent).toBe("Connecting…");
    socket().accept(0);
    expect(document.querySelector(".live-dot--open")?.textContent).toBe("Connected");
    goOffline();
    expect(document.querySelector(".live-dot--offline")?.textContent).toBe("Offline");
    expect(screen.getByTestId("live-banner").textContent).toBe(
      "You're offline — messages will be sent when you're back",
    );
  });

  it("keeps the highest read mark per conversation", async () => {
    const { probe } = await renderProbe();
    socket().accept(0);
    socket().push({ id: 1, at: AT, type: "read", conversation: 5, profile: 7, up_to: 12 });
    expect(probe()).toBe("live typing=false read=12");
    socket().push({ id: 2, at: AT, type: "read", conversation: 5, profile: 7, up_to: 10 });
    socket().push({ id: 3, at: AT, type: "read", conversation: 6, profile: 8, up_to: 30 });
    expect(probe()).toBe("live typing=false read=12");
  });

  it("tells when the connection is back, to send again what failed", async () => {
    const back = vi.fn();
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionUserQuery.queryKey, testUser());
    render(
      <QueryClientProvider client={queryClient}>
        <LiveProvider>
          <Retrier onBack={back} />
        </LiveProvider>
      </QueryClientProvider>,
    );
    await connectionMade();
    socket().accept(0);
    expect(back).toHaveBeenCalledTimes(1);
    goOffline();
    goOnline();
    expect(back).toHaveBeenCalledTimes(1);
    socket().accept(0);
    expect(back).toHaveBeenCalledTimes(2);
  });

  it("sends typing (throttled) and read through the tab's connection", async () => {
    await renderProbe();
    expect(sendTyping(5)).toBe(false);
    socket().accept(0);
    expect(sendTyping(5)).toBe(true);
    expect(sendTyping(5)).toBe(false);
    expect(sendRead(5)).toBe(true);
    expect(socket().sent).toEqual([
      { type: "hello", last_event_id: 0, visible: true },
      { type: "typing", conversation: 5 },
      { type: "read", conversation: 5 },
    ]);
  });
});

describe("presence", () => {
  let visibility: DocumentVisibilityState = "visible";
  let beacons: { url: string; body: unknown }[] = [];

  beforeEach(() => {
    visibility = "visible";
    beacons = [];
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, body: unknown) => {
        beacons.push({ url, body });
        return true;
      },
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(document, "visibilityState");
    Reflect.deleteProperty(navigator, "sendBeacon");
  });

  function becomes(state: DocumentVisibilityState) {
    act(() => {
      visibility = state;
      document.dispatchEvent(new Event("visibilitychange"));
    });
  }

  it("tells the server over the socket each time the tab is hidden or shown, and shown again a moment later", async () => {
    await renderProbe();
    socket().accept(0);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    becomes("hidden");
    becomes("visible");
    expect(socket().sent).toEqual([
      { type: "hello", last_event_id: 0, visible: true },
      { type: "visibility", visible: false },
      { type: "visibility", visible: true },
    ]);
    // The beacon of the tab the member left may land after this tab's frame: this one says it again.
    act(() => vi.advanceTimersByTime(REASSERT_VISIBLE_MS));
    expect(socket().sent.slice(3)).toEqual([{ type: "visibility", visible: true }]);
    becomes("hidden");
    act(() => vi.advanceTimersByTime(REASSERT_VISIBLE_MS));
    expect(socket().sent.slice(4)).toEqual([{ type: "visibility", visible: false }]);
  });

  it("says visible again when another tab of the browser sent the beacon (it hid this one too)", async () => {
    await renderProbe();
    socket().accept(0);
    const siblings = new BroadcastChannel("amora.page-hidden");
    const heard: unknown[] = [];
    siblings.onmessage = (message) => heard.push(message.data);
    siblings.postMessage("hidden");
    await waitFor(() => expect(socket().sent).toContainEqual({ type: "visibility", visible: true }), {
      timeout: REASSERT_VISIBLE_MS + 2_000,
    });
    becomes("hidden");
    await waitFor(() => expect(heard).toEqual(["hidden"]));
    siblings.close();
  });

  it("sends the page-hidden beacon, an empty JSON object, once per hiding", async () => {
    await renderProbe();
    socket().accept(0);
    becomes("hidden");
    // Closing the tab: pagehide follows the visibilitychange; the server heard it already.
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(beacons).toHaveLength(1);
    const [sent] = beacons;
    expect(sent?.url).toBe(PAGE_HIDDEN_PATH);
    expect(sent?.body).toBeInstanceOf(Blob);
    const body = sent?.body as Blob;
    expect(body.type).toBe("application/json");
    expect(await body.text()).toBe("{}");

    becomes("visible");
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(beacons).toHaveLength(2);
  });

  it("sends the beacon even while the socket is down, and nothing for a visitor or after logout", async () => {
    const { queryClient } = await renderProbe();
    becomes("hidden");
    expect(socket().sent).toEqual([]);
    expect(beacons).toHaveLength(1);
    becomes("visible");

    act(() => queryClient.setQueryData(sessionUserQuery.queryKey, null));
    await waitFor(() => expect(socket().closed).toBe(true));
    becomes("hidden");
    expect(beacons).toHaveLength(1);
  });
});
