/** The operator inbox (issue 15): the queue, claiming, the workspace (answer, photo, gift, notes, claim timer), figures. */
import type { OperatorConversation, OperatorFigure, OperatorQueueItem } from "@amora/contract/admin-operator";
import type { Message } from "@amora/contract/chat";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  type ApiCall,
  apiError,
  json,
  type MockAnswer,
  type MockHandler,
  mockApi,
} from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();

const OPERATOR = testStaff({ id: 7, name: "Olga", roles: ["operator"], email: "olga@example.test" });
const SITES = [
  { id: 1, name: "Amora" },
  { id: 2, name: "Amour secret" },
];

function queueItem(conversation: number, extra: Partial<OperatorQueueItem> = {}): OperatorQueueItem {
  return {
    conversation,
    profile: { id: 900, name: "Fiona", kind: "fictional" },
    member: { id: 100 + conversation, name: `Lucas${conversation}` },
    site: SITES[0] as { id: number; name: string },
    language: "en",
    unread: 2,
    waiting_since: "2026-03-05T10:15:00.000Z",
    claim: null,
    ...extra,
  };
}

function queuePage(items: OperatorQueueItem[], total = items.length, page = 1): MockAnswer {
  return json(200, { items, total, page, page_size: 25, sites: SITES, languages: ["en", "fr"] });
}

function message(id: number, from: number, text: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    conversation: 5,
    from,
    kind: "text",
    text,
    photo: null,
    gift: null,
    client_id: null,
    sent_at: "2026-03-05T10:15:00.000Z",
    ...extra,
  };
}

function workspace(extra: Partial<OperatorConversation> = {}): OperatorConversation {
  return {
    conversation: 5,
    claim: { conversation: 5, expires_at: new Date(Date.now() + 5 * 60_000).toISOString() },
    member: {
      id: 105,
      name: "Lucas",
      gender: "male",
      age: 34,
      city: "Utrecht",
      country: "NL",
      about: "Cyclist.",
      main_image: null,
    },
    profile: {
      id: 900,
      name: "Fiona",
      gender: "female",
      age: 31,
      city: "Haarlem",
      country: "NL",
      about: "Loves the sea.",
      main_image: { filename: "f/1.webp", thumb_filename: "f/1-t.webp", match: "f/1-m.webp" },
      kind: "fictional",
      photos: [
        { id: 31, filename: "f/1.webp", thumb_filename: "f/1-t.webp" },
        { id: 32, filename: "f/2.webp", thumb_filename: "f/2-t.webp" },
      ],
    },
    messages: [message(1, 105, "Hi Fiona!"), message(2, 105, "Are you there?")],
    has_more: false,
    notes: [{ id: 1, body: "Likes cycling.", by: "Anna", mine: false, at: "2026-03-04T10:00:00.000Z" }],
    message_length: 200,
    gifts: ["rose", "heart"],
    cdn_prefix: "/media/",
    ...extra,
  };
}

function server(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: OPERATOR }),
    "GET /api/admin/operator/queue": queuePage([
      queueItem(5),
      queueItem(6, { claim: { mine: false, expires_at: "2026-03-05T10:20:00.000Z" } }),
    ]),
    "POST /api/admin/operator/claims": (call: ApiCall) =>
      json(200, {
        claim: {
          conversation: (call.body as { conversation: number }).conversation,
          expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
        },
      }),
    "GET /api/admin/operator/conversations/5": json(200, workspace()),
    ...handlers,
  });
}

function lastQuery(api: ReturnType<typeof mockApi>, key = "GET /api/admin/operator/queue") {
  return Object.fromEntries(api.callsTo(key).at(-1)?.query ?? []);
}

describe("the operator queue", () => {
  it("lists the waiting conversations oldest first, with who writes as whom, and filters by site and language", async () => {
    const api = server();
    await renderApp("/admin");
    await screen.findByRole("heading", { level: 1, name: "Operator inbox" });
    expect(await screen.findByText("2 conversations waiting")).toBeTruthy();
    expect(lastQuery(api)).toEqual({ sort: "waiting", order: "asc", page: "1" });
    const rows = screen.getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("Lucas5")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Fictional")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Amora · English")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Claimed by another operator")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByRole("button")).toBeNull();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Site" }), "Amour secret");
    await waitFor(() => expect(lastQuery(api).site).toBe("2"));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "French");
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ site: "2", language: "fr", page: "1" }));
    await userEvent.click(screen.getByRole("button", { name: /^Unread/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: "unread", order: "desc" }));
  });

  it("says so when nobody waits", async () => {
    server({ "GET /api/admin/operator/queue": queuePage([]) });
    await renderApp("/admin/operator-inbox");
    expect(await screen.findByText("Nobody is waiting. Well done!")).toBeTruthy();
  });

  it("tells when another operator was quicker", async () => {
    const api = server({ "POST /api/admin/operator/claims": apiError(409, "OPERATOR_CLAIM_TAKEN") });
    await renderApp("/admin/operator-inbox");
    await userEvent.click(
      await screen.findByRole("button", { name: "Claim the conversation of Lucas5 with Fiona" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Another operator has claimed this conversation. Pick another one from the queue.",
    );
    expect(api.callsTo("GET /api/admin/operator/conversations/5")).toHaveLength(0);
  });
});

describe("the workspace", () => {
  it("claims, shows the member's public profile, the conversation, the profile, the notes and the claim's time", async () => {
    const api = server();
    await renderApp("/admin/operator-inbox");
    await userEvent.click(
      await screen.findByRole("button", { name: "Claim the conversation of Lucas5 with Fiona" }),
    );
    await screen.findByRole("heading", { level: 1, name: "Conversation with Lucas" });
    expect(api.callsTo("POST /api/admin/operator/claims")[0]?.body).toEqual({ conversation: 5 });
    expect(screen.getByText("Cyclist.")).toBeTruthy();
    expect(screen.getByText("34 · Utrecht")).toBeTruthy();
    expect(screen.getByText("Loves the sea.")).toBeTruthy();
    expect(screen.getByText(/shown to members as fictional/)).toBeTruthy();
    expect(screen.getByText("Likes cycling.")).toBeTruthy();
    expect(screen.getByText("Are you there?")).toBeTruthy();
    expect(screen.getByTestId("claim-timer").textContent).toMatch(/^Your claim ends in [45]:\d\d$/);
    expect((screen.getByRole("img", { name: "Photo of Fiona" }) as HTMLImageElement).src).toMatch(
      /\/media\/f\/1-t\.webp$/,
    );
  });

  it("answers in text, then offers the way back to the queue", async () => {
    const api = server({
      "POST /api/admin/operator/conversations/5/answer": (call: ApiCall) =>
        json(200, { message: message(3, 900, (call.body as { text: string }).text) }),
    });
    await renderApp("/admin/operator-inbox?conversation=5");
    await userEvent.type(
      await screen.findByRole("textbox", { name: "Your answer as Fiona" }),
      "Hello Lucas!",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Answer sent. The conversation left the queue.")).toBeTruthy();
    expect(screen.getByText("Hello Lucas!")).toBeTruthy();
    const body = api.callsTo("POST /api/admin/operator/conversations/5/answer")[0]?.body as Record<
      string,
      string
    >;
    expect(body.text).toBe("Hello Lucas!");
    expect(body.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole("textbox", { name: "Your answer as Fiona" })).toBeNull();
  });

  it("answers with one of the profile's photos or a gift", async () => {
    const api = server({
      "POST /api/admin/operator/conversations/5/answer": json(200, {
        message: message(3, 900, "", { kind: "gift", gift: "rose" }),
      }),
    });
    await renderApp("/admin/operator-inbox?conversation=5");
    await userEvent.click(await screen.findByRole("button", { name: "Photo" }));
    const dialog = await screen.findByRole("dialog", { name: "Send one of Fiona's photos" });
    expect(within(dialog).getAllByRole("button", { name: /^Send photo/ })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole("button", { name: "Send photo 2" }));
    await waitFor(() =>
      expect(api.callsTo("POST /api/admin/operator/conversations/5/answer")[0]?.body).toMatchObject({
        photo: 32,
      }),
    );
    expect(await screen.findByText("Gift: Rose")).toBeTruthy();
  });

  it("sends a gift from the gift picker", async () => {
    const api = server({
      "POST /api/admin/operator/conversations/5/answer": json(200, {
        message: message(3, 900, "", { kind: "gift", gift: "heart" }),
      }),
    });
    await renderApp("/admin/operator-inbox?conversation=5");
    await userEvent.click(await screen.findByRole("button", { name: "Gift" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a gift" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Heart" }));
    await waitFor(() =>
      expect(api.callsTo("POST /api/admin/operator/conversations/5/answer")[0]?.body).toMatchObject({
        gift: "heart",
      }),
    );
  });

  it("says why an answer was refused when the claim is gone", async () => {
    server({ "POST /api/admin/operator/conversations/5/answer": apiError(409, "OPERATOR_CLAIM_REQUIRED") });
    await renderApp("/admin/operator-inbox?conversation=5");
    await userEvent.type(await screen.findByRole("textbox", { name: "Your answer as Fiona" }), "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /^Claim this conversation before answering/,
    );
    expect(screen.getByRole("textbox", { name: "Your answer as Fiona" })).toHaveProperty("value", "Hi");
  });

  it("adds a note for the next operator", async () => {
    const api = server({
      "POST /api/admin/operator/conversations/5/notes": json(200, {
        note: { id: 2, body: "Has a dog.", by: "Olga", mine: true, at: "2026-03-05T11:00:00.000Z" },
      }),
    });
    await renderApp("/admin/operator-inbox?conversation=5");
    await userEvent.type(await screen.findByRole("textbox", { name: "New note" }), "Has a dog.");
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Has a dog.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/operator/conversations/5/notes")[0]?.body).toEqual({
      body: "Has a dog.",
    });
    const notes = screen.getByRole("list", { name: "Notes for operators" });
    expect(
      within(notes)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.slice(0, 10)),
    ).toEqual(["Has a dog.", "Likes cycl"]);
  });

  it("shows an ended claim and claims again", async () => {
    const api = server({
      "GET /api/admin/operator/conversations/5": json(200, {
        ...workspace(),
        claim: { conversation: 5, expires_at: new Date(Date.now() - 1_000).toISOString() },
      }),
    });
    await renderApp("/admin/operator-inbox?conversation=5");
    expect(
      await screen.findByText("Your claim has ended. Claim the conversation again to answer."),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Claim again" }));
    expect(await screen.findByTestId("claim-timer")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/operator/claims")).toHaveLength(1);
  });

  it("releases the claim and goes back to the queue", async () => {
    const api = server({ "DELETE /api/admin/operator/claims/5": json(200, { released: true }) });
    await renderApp("/admin/operator-inbox?conversation=5");
    await userEvent.click(await screen.findByRole("button", { name: "Release" }));
    await screen.findByRole("heading", { level: 1, name: "Operator inbox" });
    expect(api.callsTo("DELETE /api/admin/operator/claims/5")).toHaveLength(1);
  });

  it("loads older messages", async () => {
    const api = server({
      "GET /api/admin/operator/conversations/5": (call: ApiCall) =>
        call.query.get("before")
          ? json(200, workspace({ messages: [message(0, 105, "An old hello")], has_more: false }))
          : json(200, workspace({ has_more: true })),
    });
    await renderApp("/admin/operator-inbox?conversation=5");
    await userEvent.click(await screen.findByRole("button", { name: "Older messages" }));
    expect(await screen.findByText("An old hello")).toBeTruthy();
    expect(lastQuery(api, "GET /api/admin/operator/conversations/5").before).toBe("1");
    expect(screen.queryByRole("button", { name: "Older messages" })).toBeNull();
  });

  it("is in French too", async () => {
    server();
    await renderApp("/admin/operator-inbox?conversation=5", { language: "fr" });
    expect(await screen.findByRole("heading", { level: 1, name: "Conversation avec Lucas" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Votre réponse en tant que Fiona" })).toBeTruthy();
    expect(screen.getByText("Notes pour les opérateurs")).toBeTruthy();
  });
});

describe("operator figures", () => {
  const figure = (id: number, extra: Partial<OperatorFigure> = {}): OperatorFigure => ({
    staff_id: id,
    name: `Operator ${id}`,
    answered: 12,
    median_seconds: 185,
    ...extra,
  });

  it("shows answers and the median response time per operator over the period", async () => {
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: testStaff() }),
      "GET /api/admin/audit-log": json(200, { entries: [], total: 0, page: 1, page_size: 50 }),
      "GET /api/admin/operator/figures": json(200, {
        items: [
          figure(1),
          figure(2, { answered: 0, median_seconds: null }),
          figure(3, { median_seconds: 7_500 }),
        ],
        total: 3,
        page: 1,
        page_size: 50,
        from: "2026-02-04",
        to: "2026-03-05",
        everyone: true,
      }),
    });
    await renderApp("/admin/operator-figures");
    await screen.findByRole("heading", { level: 1, name: "Operator figures" });
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("3 min 5 s")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("—")).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText("2 h 5 min")).toBeTruthy();
    expect(screen.getByLabelText("From")).toHaveProperty("value", "2026-02-04");
    await userEvent.click(screen.getByRole("button", { name: /^Median response time/ }));
    await waitFor(() =>
      expect(lastQuery(api, "GET /api/admin/operator/figures")).toMatchObject({
        sort: "median",
        order: "desc",
      }),
    );
  });
});
