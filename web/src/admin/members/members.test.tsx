/** The members screens (decision 037): the list's search and filters, a record's sections, actions with a reason. */
import type { MemberListItem, MemberRecord } from "@amora/contract/admin-members";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ApiCall, apiError, json, type MockHandler, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();

function item(id: number, extra: Partial<MemberListItem> = {}): MemberListItem {
  return {
    id,
    profile_id: 500 + id,
    email: `member${id}@example.test`,
    name: `Member ${id}`,
    site: "Amora",
    state: "active",
    credits: 12,
    signup_at: "2026-03-05T10:15:00.000Z",
    last_login_at: null,
    ...extra,
  };
}

function record(extra: Partial<MemberRecord["account"]> = {}): MemberRecord {
  return {
    account: {
      id: 7,
      email: "emma@example.test",
      site: { id: 1, name: "Amora" },
      state: "active",
      status: "active",
      language: "en",
      signup_at: "2026-03-05T10:15:00.000Z",
      last_login_at: "2026-03-06T10:15:00.000Z",
      credits: 5,
      premium: true,
      tracking: { network: "x", sub1: "y", lander: "gallery", variant: "b" },
      suspended_until: null,
      banned_at: null,
      sanction_reason: null,
      hidden_by_staff: false,
      deleted_at: null,
      ...extra,
    },
    profile: {
      id: 507,
      name: "Emma",
      gender: "female",
      sexuality: "hetero",
      date_of_birth: "1990-06-15",
      country: "NL",
      region: "NH",
      city: "Amsterdam",
      about: "Hello there",
      status: "active",
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: null,
      height_cm: 170,
      interests: ["music"],
      is_invisible: false,
      last_active_at: "2026-03-06T10:15:00.000Z",
    },
    photos: [
      {
        id: 31,
        url: "/media/p/31.jpg",
        thumb_url: "/media/p/31t.jpg",
        is_main: true,
        moderation: "unreviewed",
        reject_reason: null,
        created_at: "2026-03-05T10:15:00.000Z",
      },
    ],
    payments: [
      {
        id: "pay_1",
        created_at: "2026-03-05T11:00:00.000Z",
        credits: 50,
        amount_cents: 1999,
        currency: "EUR",
        method: "ideal",
        status: "paid",
      },
    ],
    blocks_received: [{ at: "2026-03-07T10:00:00.000Z", by_profile_id: 900, by_name: "Lucas" }],
    notes: [{ id: 1, at: "2026-03-07T10:00:00.000Z", staff_email: "ada@example.test", body: "Called us." }],
  };
}

const emptyPage = json(200, { items: [], total: 0, page: 1, page_size: 20 });

function server(handlers: Record<string, MockHandler> = {}, roles = testStaff({ roles: ["support"] })) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: roles }),
    "GET /api/admin/members": json(200, {
      items: [item(1), item(2, { state: "banned", last_login_at: "2026-03-06T10:15:00.000Z" })],
      total: 2,
      page: 1,
      page_size: 25,
      sites: [
        { id: 1, name: "Amora" },
        { id: 2, name: "Amour Secret" },
      ],
    }),
    "GET /api/admin/members/7": json(200, record()),
    "GET /api/admin/members/7/ledger": json(200, {
      items: [
        {
          id: 3,
          at: "2026-03-07T10:00:00.000Z",
          delta: -4,
          reason: "adjustment",
          balance_after: 5,
          note: "Duplicate gift",
          staff_email: "ada@example.test",
        },
      ],
      total: 1,
      page: 1,
      page_size: 20,
    }),
    "GET /api/admin/members/7/logins": json(200, {
      items: [{ id: 1, at: "2026-03-06T10:15:00.000Z", ip: "203.0.113.9", user_agent: "Firefox" }],
      total: 1,
      page: 1,
      page_size: 20,
    }),
    ...handlers,
  });
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.callsTo("GET /api/admin/members").at(-1)?.query ?? []);

describe("the members list", () => {
  it("is in the nav for support and lists members with their state", async () => {
    const api = server();
    await renderApp("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Members" })).toBeTruthy();
    expect(lastQuery(api)).toEqual({ sort: "signup", order: "desc", page: "1" });
    const row = (await screen.findAllByRole("row"))[2] as HTMLElement;
    expect(within(row).getByText("Member 2")).toBeTruthy();
    expect(within(row).getByText("member2@example.test")).toBeTruthy();
    expect(within(row).getByText("Banned")).toBeTruthy();
    expect(screen.getByText("2 members")).toBeTruthy();
  });

  it("searches after a pause and filters by site and state, from the first page", async () => {
    const api = server();
    await renderApp("/admin/members?page=2");
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search" }), "emma");
    await waitFor(() => expect(lastQuery(api).q).toBe("emma"));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Site" }), "Amour Secret");
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ q: "emma", site: "2", page: "1" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "State" }), "Suspended");
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ site: "2", status: "suspended" }));
    await userEvent.click(screen.getByRole("button", { name: /^Credits/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: "credits", order: "desc" }));
  });

  it("is not offered to staff without a member role (admin-sections.test.ts: not to operators nor finance)", async () => {
    server({}, testStaff({ roles: [] }));
    await renderApp("/admin/members");
    expect(await screen.findByText(/Your roles give you no section/)).toBeTruthy();
  });

  it("speaks French", async () => {
    server({}, testStaff({ roles: ["moderator"] }));
    const { i18n } = await renderApp("/admin/members");
    await screen.findByRole("heading", { level: 1, name: "Members" });
    await userEvent.click(screen.getAllByRole("button", { name: "FR" })[0] as HTMLElement);
    await waitFor(() => expect(i18n.language).toBe("fr"));
    expect(await screen.findByRole("heading", { level: 1, name: "Membres" })).toBeTruthy();
    expect(within(screen.getAllByRole("row")[2] as HTMLElement).getByText("Banni")).toBeTruthy();
    expect(screen.getByText("2 membres")).toBeTruthy();
  });
});

describe("a member's record", () => {
  it("shows the account, profile, photos, payments, ledger, logins, blocks received and notes", async () => {
    server();
    await renderApp("/admin/members?member=7");
    expect(await screen.findByRole("heading", { level: 1, name: "Emma" })).toBeTruthy();
    const account = screen.getByRole("region", { name: "Account" });
    expect(within(account).getAllByText("emma@example.test")).toHaveLength(1);
    expect(within(account).getByText("Premium").nextSibling?.textContent).toBe("Yes");
    expect(within(account).getByText("Tracking network").nextSibling?.textContent).toBe("x");
    expect(within(account).getByText("Tracking sub1").nextSibling?.textContent).toBe("y");
    expect(within(account).getByText("Signup lander").nextSibling?.textContent).toBe("gallery");
    expect(within(account).getByText("Lander variant").nextSibling?.textContent).toBe("b");
    expect(within(account).queryByText("Tracking ref")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Profile" })).getByText("Hello there")).toBeTruthy();
    const photos = screen.getByRole("region", { name: "Photos" });
    expect(within(photos).getByText("Not reviewed")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Payments" })).getByText("pay_1")).toBeTruthy();
    const ledger = screen.getByRole("region", { name: "Credit ledger" });
    expect(await within(ledger).findByText("Duplicate gift")).toBeTruthy();
    expect(within(ledger).getByText("-4")).toBeTruthy();
    expect(
      await within(screen.getByRole("region", { name: "Logins" })).findByText("203.0.113.9"),
    ).toBeTruthy();
    const reports = screen.getByRole("region", { name: "Reports" });
    expect(within(reports).getByText(/Members cannot report each other yet/)).toBeTruthy();
    expect(within(reports).getByText(/Blocked by Lucas \(profile 900\)/)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Notes" })).getByText("Called us.")).toBeTruthy();
  });

  it("says when the member does not exist", async () => {
    server({ "GET /api/admin/members/7": apiError(404, "NOT_FOUND") });
    await renderApp("/admin/members?member=7");
    expect(await screen.findByText("There is no member with this id.")).toBeTruthy();
  });

  it("bans only with a reason, and shows the record the server answers", async () => {
    const api = server({
      "POST /api/admin/members/7/ban": (call: ApiCall) =>
        json(200, {
          record: record({
            state: "banned",
            banned_at: "2026-03-08T10:00:00.000Z",
            sanction_reason: (call.body as { reason: string }).reason,
          }),
        }),
    });
    await renderApp("/admin/members?member=7");
    await userEvent.click(await screen.findByRole("button", { name: "Ban" }));
    const dialog = await screen.findByRole("dialog", { name: "Ban" });
    await userEvent.type(within(dialog).getByLabelText("Reason"), "no");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(within(dialog).getByText("Give a reason of at least 3 characters.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/members/7/ban")).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Reason"), "t a bot, spam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Done: Ban.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/members/7/ban")[0]?.body).toEqual({ reason: "not a bot, spam" });
    const account = screen.getByRole("region", { name: "Account" });
    expect(within(account).getByText("Banned")).toBeTruthy();
    expect(within(account).getByText("not a bot, spam")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lift the suspension or ban" })).toBeTruthy();
  });

  it("asks for re-auth before a dangerous action, then runs it", async () => {
    let calls = 0;
    const api = server({
      "POST /api/admin/members/7/delete": () => {
        calls += 1;
        return calls === 1
          ? apiError(403, "REAUTH_REQUIRED")
          : json(200, { record: record({ state: "deleted", deleted_at: "2026-03-08T10:00:00.000Z" }) });
      },
      "POST /api/admin/reauth": json(200, {}),
    });
    await renderApp("/admin/members?member=7");
    await userEvent.click(await screen.findByRole("button", { name: "Delete the account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the account" });
    await userEvent.type(within(dialog).getByLabelText("Reason"), "GDPR request");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    const reauth = await screen.findByRole("dialog", { name: /Confirm it/ });
    await userEvent.type(within(reauth).getByLabelText("Password"), "staff-secret-1");
    await userEvent.click(within(reauth).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Done: Delete the account.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/members/7/delete")).toHaveLength(2);
    expect(api.callsTo("POST /api/admin/reauth")[0]?.body).toEqual({ password: "staff-secret-1" });
  });

  it("suspends until the chosen time", async () => {
    const api = server({
      "POST /api/admin/members/7/suspend": json(200, {
        record: record({ state: "suspended", suspended_until: "2030-01-02T09:00:00.000Z" }),
      }),
    });
    await renderApp("/admin/members?member=7");
    await userEvent.click(await screen.findByRole("button", { name: "Suspend" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend" });
    const until = within(dialog).getByLabelText("Suspended until");
    await userEvent.clear(until);
    await userEvent.type(until, "2030-01-02T10:00");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Cooling off");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await screen.findByText("Done: Suspend.");
    expect(api.callsTo("POST /api/admin/members/7/suspend")[0]?.body).toEqual({
      until: new Date("2030-01-02T10:00").toISOString(),
      reason: "Cooling off",
    });
  });

  it("adjusts credits and shows the server's refusal below 0 in words", async () => {
    const api = server({
      "POST /api/admin/members/7/credits": apiError(409, "CREDITS_BELOW_ZERO", { params: { credits: 5 } }),
    });
    await renderApp("/admin/members?member=7");
    await userEvent.click(await screen.findByRole("button", { name: "Adjust credits" }));
    const dialog = await screen.findByRole("dialog", { name: "Adjust credits" });
    expect(within(dialog).getByText("The balance is 5; it never goes below 0.")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Credits to add (negative to take)"), "0");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Refund");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(within(dialog).getByText("Enter a whole number other than 0.")).toBeTruthy();
    const delta = within(dialog).getByLabelText("Credits to add (negative to take)");
    await userEvent.clear(delta);
    await userEvent.type(delta, "-9");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(
      await within(dialog).findByText("This would take the balance below 0: the balance is 5."),
    ).toBeTruthy();
    expect(api.callsTo("POST /api/admin/members/7/credits")[0]?.body).toEqual({
      delta: -9,
      reason: "Refund",
    });
  });

  it("rejects a photo through the moderation route, with the reason", async () => {
    const api = server({ "POST /api/admin/photos/31/reject": json(200, {}) });
    await renderApp("/admin/members?member=7");
    await userEvent.click(await screen.findByRole("button", { name: /^Reject/ }));
    const dialog = await screen.findByRole("dialog", { name: "Reject photo 31" });
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Not a face");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await screen.findByText("Done: Reject photo 31.");
    expect(api.callsTo("POST /api/admin/photos/31/reject")[0]?.body).toEqual({ reason: "Not a face" });
    await waitFor(() => expect(api.callsTo("GET /api/admin/members/7").length).toBeGreaterThanOrEqual(2));
  });

  it("adds a note", async () => {
    const api = server({
      "POST /api/admin/members/7/notes": json(200, {
        record: {
          ...record(),
          notes: [
            { id: 2, at: "2026-03-08T10:00:00.000Z", staff_email: "ada@example.test", body: "Second call." },
          ],
        },
      }),
    });
    await renderApp("/admin/members?member=7");
    await userEvent.type(await screen.findByLabelText("New note"), "Second call.");
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Second call.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/members/7/notes")[0]?.body).toEqual({ body: "Second call." });
  });
});

// An empty ledger and login list say so.
describe("a new member's record", () => {
  it("says there is nothing yet", async () => {
    server({
      "GET /api/admin/members/7/ledger": emptyPage,
      "GET /api/admin/members/7/logins": emptyPage,
    });
    await renderApp("/admin/members?member=7");
    expect(await screen.findByText("No credit movements.")).toBeTruthy();
    expect(await screen.findByText("No logins recorded.")).toBeTruthy();
  });
});
