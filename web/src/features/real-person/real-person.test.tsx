/**
 * "Is this a real person?" on a profile and in a conversation: the question asked of the server each time the
 * dialog opens, each honest answer (a member's own profile, confirmed or not; fictional, cam and resell in
 * the site's words), the error state with a retry, and none of it on one's own profile.
 */
import type { RealPersonResponse } from "@amora/contract/real-person";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "../../test/a11y.ts";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, type MockHandler, mockApi } from "../../test/mock-api.ts";
import { makeProfileView } from "../../test/profile-data.ts";
import { renderApp } from "../../test/render-app.tsx";

const LONG = { timeout: 5000 };
/** testSettings()' `fictional_warning`, as the server answers it for the site. */
const WARNING = "Profiles marked ✱ are fictional.";

function answer(overrides: Partial<RealPersonResponse> = {}): RealPersonResponse {
  return { kind: "member", name: "Sophie", warning: null, email_confirmed: true, ...overrides };
}

function profileApi(realPerson: MockHandler) {
  return mockApi(
    {
      "GET /api/profile.php": json(200, { profile: makeProfileView(7, { name: "Sophie" }) }),
      "POST /api/real-person.php": realPerson,
    },
    { user: testUser() },
  );
}

async function ask() {
  const button = await screen.findByRole("button", { name: "Is this a real person?" }, LONG);
  await userEvent.click(button);
  return screen.findByRole("dialog", { name: "Is Sophie a real person?" });
}

describe("on a profile", () => {
  it("asks the server and says a member's profile is their own, with the advice", async () => {
    const api = profileApi(json(200, answer()));
    await renderApp("/members/7", { user: testUser() });
    const dialog = await ask();
    expect(await within(dialog).findByText("Yes: this is Sophie's own profile.")).toBeTruthy();
    expect(
      within(dialog).getByText("It was created by a member who confirmed their e-mail address."),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Never send money, gift cards or bank details/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "tell us" }).getAttribute("href")).toBe("/complaints");
    expect(within(dialog).queryByTestId("real-person-warning")).toBeNull();
    expect(api.callsTo("POST /api/real-person.php").map((call) => call.body)).toEqual([{ profile_id: 7 }]);
    await expectNoA11yViolations();
  });

  it("does not vouch for an e-mail address that is not confirmed", async () => {
    profileApi(json(200, answer({ email_confirmed: false })));
    await renderApp("/members/7", { user: testUser() });
    const dialog = await ask();
    expect(
      await within(dialog).findByText(
        "It was created by a member who has not confirmed their e-mail address yet.",
      ),
    ).toBeTruthy();
  });

  it.each([
    ["fictional", "No: Sophie is not a member but one of the site's fictional profiles."],
    ["cam", "No: Sophie is not a member but a promotional profile for a webcam show."],
    ["resell", "No: Sophie is not a member but a promotional profile for another dating site."],
  ] as const)("says a %s profile is one, with the site's fictional_warning", async (kind, lead) => {
    profileApi(json(200, answer({ kind, warning: WARNING, email_confirmed: false })));
    await renderApp("/members/7", { user: testUser() });
    const dialog = await ask();
    expect(await within(dialog).findByText(lead)).toBeTruthy();
    expect(within(dialog).getByTestId("real-person-warning").textContent).toBe(WARNING);
    expect(within(dialog).queryByText(/e-mail address/)).toBeNull();
    await expectNoA11yViolations();
  });

  it("asks again each time it opens, and closes", async () => {
    const api = profileApi(json(200, answer()));
    await renderApp("/members/7", { user: testUser() });
    let dialog = await ask();
    await within(dialog).findByText("Yes: this is Sophie's own profile.");
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dialog = await ask();
    await within(dialog).findByText("Yes: this is Sophie's own profile.");
    expect(api.callsTo("POST /api/real-person.php")).toHaveLength(2);
  });

  it("shows the error and asks again on retry", async () => {
    let calls = 0;
    profileApi(() => {
      calls += 1;
      return calls === 1 ? apiError(429, "RATE_LIMITED") : json(200, answer());
    });
    await renderApp("/members/7", { user: testUser() });
    const dialog = await ask();
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toMatch(/Too many/i);
    await expectNoA11yViolations();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText("Yes: this is Sophie's own profile.")).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("is offered to visitors too, in their language", async () => {
    profileApi(json(200, answer({ kind: "fictional", warning: "Les profils marqués ✱ sont fictifs." })));
    await renderApp("/members/7", { user: null, language: "fr" });
    await userEvent.click(await screen.findByRole("button", { name: "Est-ce une vraie personne ?" }, LONG));
    const dialog = await screen.findByRole("dialog", { name: "Sophie, une vraie personne ?" });
    expect(
      await within(dialog).findByText(
        "Non : Sophie n'est pas un membre, c'est l'un des fictional profiles du site.",
      ),
    ).toBeTruthy();
  });

  it("is not on one's own profile", async () => {
    mockApi(
      { "GET /api/profile.php": json(200, { profile: makeProfileView(1, { name: "Me" }) }) },
      { user: testUser() },
    );
    await renderApp("/members/1", { user: testUser() });
    await screen.findByRole("heading", { name: /Me, / }, LONG);
    expect(screen.queryByRole("button", { name: "Is this a real person?" })).toBeNull();
  });
});

describe("in a conversation", () => {
  it("is an icon button in the head that asks about the other member", async () => {
    const api = mockApi(
      {
        "GET /api/chats.php": json(200, { chats: [], next_before: null }),
        "GET /api/chat.php": json(200, {
          conversation: 5,
          profile: 7,
          messages: [],
          has_more: false,
          blocked_reason: null,
          read_up_to: 0,
        }),
        "GET /api/profile.php": json(200, { profile: makeProfileView(7, { name: "Sophie" }) }),
        "POST /api/real-person.php": json(200, answer({ kind: "cam", warning: WARNING })),
      },
      { user: testUser() },
    );
    await renderApp("/members/7/chat", { user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: "Is Sophie a real person?" }, LONG));
    const dialog = await screen.findByRole("dialog", { name: "Is Sophie a real person?" });
    expect(
      await within(dialog).findByText(
        "No: Sophie is not a member but a promotional profile for a webcam show.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByTestId("real-person-warning").textContent).toBe(WARNING);
    expect(api.callsTo("POST /api/real-person.php").map((call) => call.body)).toEqual([{ profile_id: 7 }]);
  });
});
