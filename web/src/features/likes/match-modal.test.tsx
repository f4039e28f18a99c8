/** The match modal (spec §4: a click anywhere closes, the photo opens the profile, the button the chat) and the icebreaker. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { json, mockApi } from "../../test/mock-api.ts";
import { likesAnswer, makeMyProfile, makeProfileView } from "../../test/profile-data.ts";
import { renderApp } from "../../test/render-app.tsx";

const LONG = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A liked member's page whose Like completes a match; resolves with the match modal open. */
async function openMatch({
  theirInterests = ["kissing", "travelling", "music", "cooking"],
  myInterests = ["music", "travelling", "kissing", "cooking", "wine"],
  fictional = false,
} = {}) {
  const user = testUser();
  const api = mockApi(
    {
      "GET /api/likes.php": likesAnswer([[7, false]], []),
      "GET /api/profile.php": json(200, {
        profile: makeProfileView(7, { name: "Sophie", likes_me: true, interests: theirInterests, fictional }),
      }),
      "GET /api/my-profile.php": json(200, { profile: makeMyProfile(myInterests) }),
      "POST /api/like.php": json(200, { liked: true, match: true }),
      "DELETE /api/like.php": json(200, { liked: false, match: false }),
    },
    { user },
  );
  const view = await renderApp("/likes/m/7", { user });
  await userEvent.click(await screen.findByRole("button", { name: "Like" }, LONG));
  const dialog = await screen.findByRole("dialog", { name: "New like!" });
  return { ...view, api, dialog };
}

describe("the match modal", () => {
  it("shows both photos and says they like each other", async () => {
    const { dialog } = await openMatch();
    expect(within(dialog).getByText("You and Sophie like each other")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Your photo" }).getAttribute("src")).toBe(
      "/media/u/1-match.webp",
    );
    const photo = within(dialog).getByRole("link", { name: "View Sophie's profile" });
    expect(photo.querySelector("img")?.getAttribute("src")).toBe("/media/p/7-m.webp");
    expect(within(dialog).queryByTestId("fictional-mark")).toBeNull();
  });

  it("marks a fictional match with the site's icon and warning", async () => {
    const { dialog } = await openMatch({ fictional: true });
    const mark = within(dialog).getByTestId("fictional-mark");
    expect(mark.textContent).toContain("✱");
    expect(mark.textContent).toContain("fictional profile");
  });

  it("closes on a click anywhere on it", async () => {
    const { dialog, router } = await openMatch();
    await userEvent.click(within(dialog).getByText("You and Sophie like each other"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/likes/m/7");
  });

  it("closes with the close button and with Escape", async () => {
    const { dialog } = await openMatch();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "Liked" }));
    await userEvent.click(await screen.findByRole("button", { name: "Like" }));
    await screen.findByRole("dialog", { name: "New like!" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens the profile from the photo", async () => {
    const { dialog, router } = await openMatch();
    await userEvent.click(within(dialog).getByRole("link", { name: "View Sophie's profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/members/7"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("starts the conversation from the button", async () => {
    const { dialog, router } = await openMatch();
    await userEvent.click(within(dialog).getByRole("link", { name: "Send a message" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/members/7/chat"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("the icebreaker", () => {
  it("offers openers about the interests both share, to use in the chat or copy", async () => {
    const { dialog, router } = await openMatch();
    await userEvent.click(within(dialog).getByRole("button", { name: "Need an opener?" }));
    const icebreaker = await screen.findByRole("dialog", { name: "Break the ice with Sophie" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New like!" })).toBeNull());
    const list = await within(icebreaker).findByRole("list", { name: "Openers" });
    const openers = within(list)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("p")?.textContent ?? "");
    // Their order, the first three shared interests, then two generic ones.
    expect(openers).toHaveLength(5);
    expect(openers[0]).toBe("Hi Sophie! We both picked “Kissing” on our profiles. What got you into it?");
    expect(openers[1]).toContain("“Travelling”");
    expect(openers[2]).toContain("“Music”");
    expect(openers.join(" ")).not.toContain("Cooking");
    expect(openers[3]).toBe("Hi Sophie! Your profile made me smile. How's your day going?");
    expect(
      within(icebreaker).getByText("You both like Kissing, Travelling, and Music.", { exact: false }),
    ).toBeTruthy();

    const copyButtons = within(list).getAllByRole("button", { name: "Copy this opener" });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(copyButtons[1] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(openers[1]);
    expect(await within(list).findByRole("button", { name: "Copied" })).toBeTruthy();

    const use = within(list).getAllByRole("link", { name: "Use this opener in a message to Sophie" });
    const href = new URL(use[0]?.getAttribute("href") ?? "", "http://amora.test");
    expect(href.pathname).toBe("/members/7/chat");
    expect(href.searchParams.get("text")).toBe(openers[0]);
    await userEvent.click(use[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/members/7/chat"));
    expect(new URLSearchParams(router.state.location.search).get("text")).toBe(openers[0]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers friendly generic openers when nothing is shared", async () => {
    const { dialog } = await openMatch({ theirInterests: ["gym"], myInterests: ["reading"] });
    await userEvent.click(within(dialog).getByRole("button", { name: "Need an opener?" }));
    const icebreaker = await screen.findByRole("dialog", { name: "Break the ice with Sophie" });
    const list = await within(icebreaker).findByRole("list", { name: "Openers" });
    const openers = within(list).getAllByRole("listitem");
    expect(openers).toHaveLength(4);
    expect(openers.map((item) => item.textContent).join(" ")).not.toContain("“");
    expect(within(icebreaker).getByText("Pick an opener, use it as it is or make it your own.")).toBeTruthy();
  });

  it("writes the openers in the member's language", async () => {
    const user = testUser({ language: "fr" });
    mockApi(
      {
        "GET /api/likes.php": likesAnswer([], []),
        "GET /api/profile.php": json(200, {
          profile: makeProfileView(7, { name: "Sophie", interests: ["kissing"] }),
        }),
        "GET /api/my-profile.php": json(200, { profile: makeMyProfile(["kissing"]) }),
        "POST /api/like.php": json(200, { liked: true, match: true }),
      },
      { user },
    );
    await renderApp("/members/7", { user, language: "fr" });
    await userEvent.click(await screen.findByRole("button", { name: "J'aime" }, LONG));
    const dialog = await screen.findByRole("dialog", { name: "C'est réciproque !" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Besoin d'une phrase d'accroche ?" }));
    const icebreaker = await screen.findByRole("dialog", { name: "Brisez la glace avec Sophie" });
    const list = await within(icebreaker).findByRole("list", { name: "Phrases d'accroche" });
    // French typography: no line break inside the guillemets.
    expect(list.querySelector("p")?.textContent).toBe(
      "Salut Sophie ! On a tous les deux choisi «\u00a0Bisous\u00a0» sur notre profil. Qu'est-ce qui t'a donné envie ?",
    );
  });
});
