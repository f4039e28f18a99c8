/**
 * The landers alonetonight, collagelanding, gallery and iconslanding: each shows the profiles of the lander
 * call and its call to action; the slug picks the niche's words; a card opens the signup with the name.
 */
import type { LanderResponse } from "@amora/contract/landers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { makeCard } from "../../test/profile-data.ts";
import { renderApp } from "../../test/render-app.tsx";

const profiles = [
  makeCard(1, { name: "Emma", age: 41, city: "Leeds" }),
  makeCard(2, { name: "Sophie", age: 38, city: "York", fictional: true }),
  makeCard(3, { name: "Chloe", age: 45, city: "Hull" }),
  makeCard(4, { name: "Lena", age: 39, city: "Leeds" }),
  makeCard(5, { name: "Mia", age: 50, city: "Bath" }),
];

/** The lander call answers `niche` with the profiles, and records the queries it was asked. */
function landerApi(niche: LanderResponse["niche"] = "milf") {
  return mockApi({
    "GET /api/lander.php": () => json(200, { niche, country: "GB", profiles } satisfies LanderResponse),
  });
}

describe("the gallery lander", () => {
  it("shows the members of the lander call, the niche's words of the slug and the call to action", async () => {
    const api = landerApi("milf");
    await renderApp("/landers/gallery/milf-uk");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Browse mature women near you" }),
    ).toBeTruthy();
    const list = screen.getByRole("list", { name: "Members near you" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(within(list).getByRole("link", { name: /Emma, 41.*Sign up to write to Emma/ })).toBeTruthy();
    expect(within(list).getAllByTestId("fictional-mark")).toHaveLength(1);
    expect(screen.getAllByRole("link", { name: /Sign up for free/ }).length).toBeGreaterThan(0);
    expect(screen.getByText("Members · United Kingdom")).toBeTruthy();
    const [call] = api.callsTo("GET /api/lander.php");
    expect(call?.query.get("name")).toBe("gallery");
    expect(call?.query.get("slug")).toBe("milf-uk");
  });

  it("opens the signup titled with the member's name", async () => {
    landerApi("");
    await renderApp("/landers/gallery");
    await userEvent.click(await screen.findByRole("link", { name: /Sophie, 38/ }));
    expect(await screen.findByRole("dialog", { name: "Sign up to write to Sophie" })).toBeTruthy();
  });

  it("uses the men's words on a gay slug", async () => {
    landerApi("gay");
    await renderApp("/landers/gallery/gay");
    expect(await screen.findByRole("heading", { level: 1, name: "Browse men near you" })).toBeTruthy();
  });

  it("keeps the call to action and offers a retry when the profiles cannot be loaded", async () => {
    let fail = true;
    mockApi({
      "GET /api/lander.php": () =>
        fail ? apiError(404, "NOT_FOUND") : json(200, { niche: "", country: "GB", profiles }),
    });
    await renderApp("/landers/gallery");
    expect(await screen.findByText("The profiles could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Browse women near you" })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Emma, 41.*Sign up to write to Emma/ })).toBeTruthy();
  });
});

describe("the alonetonight lander", () => {
  it("calls out at night with the country, the members' cities and who is up", async () => {
    landerApi("bbw");
    await renderApp("/landers/alonetonight/bbw");
    expect(await screen.findByRole("heading", { level: 1, name: "Alone tonight?" })).toBeTruthy();
    expect(screen.getByText(/curvy women near you are looking for company/)).toBeTruthy();
    expect(screen.getByText("Tonight · United Kingdom")).toBeTruthy();
    expect(screen.getByText("Around Leeds, York, and Hull")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Who is up tonight" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Lena, 39/ })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /See who is free tonight/ })).toHaveLength(2);
  });
});

describe("the collagelanding lander", () => {
  it("shows the members' photos behind the signup card", async () => {
    landerApi("gilf");
    await renderApp("/landers/collagelanding/gilf");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Meet women over 60 who want the same as you" }),
    ).toBeTruthy();
    const collage = screen.getByRole("list", { name: "Some of our members" });
    expect(within(collage).getByRole("img", { name: "Photo of Emma" })).toBeTruthy();
    expect(within(collage).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByRole("link", { name: /Sign up for free/ })).toBeTruthy();
  });
});

describe("the iconslanding lander", () => {
  it("asks for interests first, then shows the members and the signup", async () => {
    landerApi("she");
    await renderApp("/landers/iconslanding/she");
    expect(
      await screen.findByRole("heading", { level: 1, name: "What are you in the mood for?" }),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Emma, 41.*Sign up to write to Emma/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show me who is out there" }));
    expect(screen.getByText("Pick at least one interest.")).toBeTruthy();
    const music = screen.getByRole("button", { name: "Music" });
    await userEvent.click(music);
    expect(music.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Wine" }));
    expect(screen.getByText("2 interests chosen")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show me who is out there" }));
    const heading = await screen.findByRole("heading", { level: 2, name: "women near you" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("Sign up and we will match you on Music and Wine.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Emma, 41.*Sign up to write to Emma/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Sign up for free/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Change my interests" }));
    expect(screen.getByRole("button", { name: "Music" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("speaks French with the niche's French words", async () => {
    landerApi("milf");
    await renderApp("/landers/iconslanding/milf", { language: "fr" });
    expect(await screen.findByText("Royaume-Uni · des femmes mûres")).toBeTruthy();
  });
});
