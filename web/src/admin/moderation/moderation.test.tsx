/** The moderation queues (issue 15, item 6): the photo grid, the profile texts and the complaints. */
import type { ComplaintDetail, QueuedPhoto, QueuedText } from "@amora/contract/admin-moderation";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ApiCall, apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();

const moderator = testStaff({ roles: ["moderator"], email: "mo@example.test" });
const SITES = json(200, {
  sites: [
    { id: 1, name: "Amora" },
    { id: 2, name: "Amour Secret" },
  ],
});

function photo(id: number, extra: Partial<QueuedPhoto> = {}): QueuedPhoto {
  return {
    id,
    profile_id: 100 + id,
    profile_name: `Member ${id}`,
    site_id: 1,
    site_name: "Amora",
    premoderated: false,
    url: `/media/photos/${id}/a.webp`,
    thumb_url: `/media/photos/${id}/a-match.webp`,
    uploaded_at: "2026-03-05T10:15:00.000Z",
    ...extra,
  };
}

const page = <T,>(items: T[], total = items.length, pageNumber = 1) =>
  json(200, { items, total, page: pageNumber, page_size: 24 });

const queryOf = (api: ReturnType<typeof mockApi>, route: string) =>
  Object.fromEntries(api.callsTo(route).at(-1)?.query ?? []);

describe("the photo queue", () => {
  it("shows the oldest photos first as large thumbnails and approves one with the keyboard", async () => {
    let waiting = [photo(1), photo(2, { premoderated: true })];
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/moderation/sites": SITES,
      "GET /api/admin/moderation/photos": () => page(waiting),
      "POST /api/admin/photos/1/approve": () => {
        waiting = waiting.filter((p) => p.id !== 1);
        return json(200, { id: 1, moderation: "approved", reject_reason: null });
      },
    });
    await renderApp("/admin/photos");
    await screen.findByRole("heading", { level: 1, name: "Photo queue" });
    expect(queryOf(api, "GET /api/admin/moderation/photos")).toEqual({
      sort: "uploaded",
      order: "asc",
      page: "1",
    });
    const images = await screen.findAllByRole("img", { name: /^Photo of Member/ });
    expect(images.map((img) => img.getAttribute("src"))).toEqual([
      "/media/photos/1/a-match.webp",
      "/media/photos/2/a-match.webp",
    ]);
    expect(screen.getByText("2 photos waiting")).toBeTruthy();
    expect(screen.getAllByText("Hidden until approved")).toHaveLength(1);

    const approve = screen.getByRole("button", { name: "Approve the photo of Member 1" });
    approve.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(api.callsTo("POST /api/admin/photos/1/approve")).toHaveLength(1));
    expect(await screen.findByText("The photo of Member 1 is approved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("img", { name: "Photo of Member 1" })).toBeNull());
    // The focus moves on to the next photo's first button.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Approve the photo of Member 2" }),
      ),
    );
  });

  it("rejects with a reason typed in a dialog, and keeps the dialog with the server's error", async () => {
    const calls: ApiCall[] = [];
    let fail = true;
    mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/moderation/sites": SITES,
      "GET /api/admin/moderation/photos": () => page([photo(7)]),
      "POST /api/admin/photos/7/reject": (call) => {
        calls.push(call);
        if (fail) {
          fail = false;
          return apiError(503, "SERVICE_UNAVAILABLE");
        }
        return json(200, { id: 7, moderation: "rejected", reject_reason: "Not you." });
      },
    });
    await renderApp("/admin/photos");
    await userEvent.click(await screen.findByRole("button", { name: "Reject the photo of Member 7" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this photo" });
    expect(within(dialog).getByText("Member 7 #107")).toBeTruthy();
    const reason = within(dialog).getByRole("textbox", { name: "Reason (the member reads it)" });
    expect(document.activeElement).toBe(reason);
    // Too short: said beside the field, nothing sent.
    await userEvent.type(reason, "No");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Write at least 3 characters.")).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(reason, "t you.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ reason: "Not you." });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("The photo of Member 7 is rejected; Member 7 is told why.")).toBeTruthy();
  });

  it("filters by site from the first page, and says when nothing waits", async () => {
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/moderation/sites": SITES,
      "GET /api/admin/moderation/photos": () => page([]),
    });
    await renderApp("/admin/photos?page=3");
    expect(await screen.findByText("No photo is waiting.")).toBeTruthy();
    await screen.findByRole("option", { name: "Amour Secret" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Site" }), "Amour Secret");
    await waitFor(() =>
      expect(queryOf(api, "GET /api/admin/moderation/photos")).toMatchObject({ site_id: "2", page: "1" }),
    );
  });

  it("speaks French", async () => {
    mockApi({
      "GET /api/admin/me": json(200, { staff: { ...moderator, language: "fr" } }),
      "GET /api/admin/moderation/sites": SITES,
      "GET /api/admin/moderation/photos": () => page([photo(1)]),
    });
    localStorage.setItem("admin-language", "fr");
    try {
      await renderApp("/admin/photos", { language: "fr" });
      expect(await screen.findByRole("heading", { level: 1, name: "Photos à modérer" })).toBeTruthy();
      expect(await screen.findByRole("button", { name: "Approuver la photo de Member 1" })).toBeTruthy();
      expect(screen.getByText("1 photo en attente")).toBeTruthy();
    } finally {
      localStorage.removeItem("admin-language");
    }
  });
});

describe("the profile texts", () => {
  const text = (extra: Partial<QueuedText> = {}): QueuedText => ({
    profile_id: 41,
    profile_name: "Nora",
    site_id: 1,
    site_name: "Amora",
    about: "Call me on 0612345678",
    approved_about: "I love long walks.",
    submitted_at: "2026-03-05T10:15:00.000Z",
    ...extra,
  });

  it("shows the new text beside the approved one, and rejects with a reason", async () => {
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/moderation/sites": SITES,
      "GET /api/admin/moderation/texts": () =>
        page([text(), text({ profile_id: 42, profile_name: "Ida", approved_about: "" })]),
      "POST /api/admin/texts/41/reject": json(200, { profile_id: 41, about: "I love long walks." }),
      "POST /api/admin/texts/42/approve": json(200, { profile_id: 42, about: "Call me on 0612345678" }),
    });
    await renderApp("/admin/texts");
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(within(rows[0] as HTMLElement).getByText("Call me on 0612345678")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("I love long walks.")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("(none)")).toBeTruthy();
    expect(queryOf(api, "GET /api/admin/moderation/texts")).toEqual({
      sort: "submitted",
      order: "asc",
      page: "1",
    });

    await userEvent.click(screen.getByRole("button", { name: "Approve the text of Ida" }));
    await waitFor(() =>
      expect(api.callsTo("POST /api/admin/texts/42/approve")[0]?.body).toEqual({
        about: "Call me on 0612345678",
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Reject the text of Nora" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this text" });
    await userEvent.type(within(dialog).getByRole("textbox"), "No phone numbers.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(api.callsTo("POST /api/admin/texts/41/reject")[0]?.body).toEqual({
        about: "Call me on 0612345678",
        reason: "No phone numbers.",
      }),
    );
    expect(await screen.findByText("The text of Nora is rejected; Nora is told why.")).toBeTruthy();
  });
});

describe("the complaints", () => {
  const complaint = (extra: Partial<ComplaintDetail> = {}): ComplaintDetail => ({
    id: 5,
    reference: "C-7KQ2-M9XD",
    site_id: 1,
    site_name: "Amora",
    email: "jane@example.test",
    name: "Jane",
    category: "billing",
    status: "open",
    created_at: "2026-03-05T10:15:00.000Z",
    user_id: null,
    description: "I was charged twice.",
    language: "en",
    profile_id: 12,
    conversation_id: null,
    reply: null,
    replied_at: null,
    replied_by_email: null,
    ...extra,
  });

  it("are searched, filtered and sorted, and support may open them", async () => {
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: testStaff({ roles: ["support"] }) }),
      "GET /api/admin/moderation/sites": SITES,
      "GET /api/admin/complaints": () =>
        json(200, { items: [complaint()], total: 1, page: 1, page_size: 25 }),
    });
    await renderApp("/admin/complaints");
    await screen.findByRole("heading", { level: 1, name: "Complaints" });
    expect(screen.queryByRole("link", { name: "Photo queue" })).toBeNull();
    expect(queryOf(api, "GET /api/admin/complaints")).toEqual({ sort: "created", order: "desc", page: "1" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "C-7KQ2");
    await waitFor(() => expect(queryOf(api, "GET /api/admin/complaints").q).toBe("C-7KQ2"));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Open");
    await waitFor(() =>
      expect(queryOf(api, "GET /api/admin/complaints")).toMatchObject({ status: "open", q: "C-7KQ2" }),
    );
    await userEvent.click(screen.getByRole("button", { name: /^From/ }));
    await waitFor(() => expect(queryOf(api, "GET /api/admin/complaints")).toMatchObject({ sort: "email" }));
    expect(screen.getByText("Open", { selector: ".badge" })).toBeTruthy();
  });

  it("open in a dialog whose reply is mailed, then show as answered", async () => {
    let current = complaint();
    const api = mockApi({
      "GET /api/admin/me": json(200, { staff: moderator }),
      "GET /api/admin/moderation/sites": SITES,
      "GET /api/admin/complaints": () => json(200, { items: [current], total: 1, page: 1, page_size: 25 }),
      "GET /api/admin/complaints/5": () => json(200, { complaint: current }),
      "POST /api/admin/complaints/5/reply": (call) => {
        current = complaint({
          status: "answered",
          reply: (call.body as { reply: string }).reply,
          replied_at: "2026-03-06T09:00:00.000Z",
          replied_by_email: "mo@example.test",
        });
        return json(200, { complaint: current });
      },
    });
    await renderApp("/admin/complaints");
    await userEvent.click(await screen.findByRole("button", { name: "C-7KQ2-M9XD" }));
    const dialog = await screen.findByRole("dialog", { name: "Complaint C-7KQ2-M9XD" });
    expect(within(dialog).getByText("I was charged twice.")).toBeTruthy();
    expect(within(dialog).getByText("#12")).toBeTruthy();
    const send = within(dialog).getByRole("button", { name: "Send the reply" });
    expect(send).toHaveProperty("disabled", true);
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Your reply" }),
      "We refunded the second payment.",
    );
    await userEvent.click(send);
    await waitFor(() =>
      expect(api.callsTo("POST /api/admin/complaints/5/reply")[0]?.body).toEqual({
        reply: "We refunded the second payment.",
      }),
    );
    expect(await within(dialog).findByText("The reply is on its way to jane@example.test.")).toBeTruthy();
    expect(within(dialog).getByText(/^Answered by mo@example.test on/)).toBeTruthy();
    expect(within(dialog).getByText("We refunded the second payment.")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Answered", { selector: ".badge" })).toBeTruthy();
  });
});
