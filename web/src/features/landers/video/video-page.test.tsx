/** The video lander: a slideshow of members with a play/pause button that follows the motion setting. */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../../test/mock-api.ts";
import { makeCard } from "../../../test/profile-data.ts";
import { renderApp } from "../../../test/render-app.tsx";

const LONG = { timeout: 5000 };

async function openVideo() {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  const profiles = [makeCard(1, { name: "Emma" }), makeCard(2, { name: "Julie" })];
  mockApi({ "GET /api/lander.php": json(200, { niche: "", country: "NL", profiles }) });
  const app = await renderApp("/landers/video");
  await screen.findByRole("heading", { level: 1, name: "Meet the women of your town" }, LONG);
  return app;
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the video lander", () => {
  it("plays the members' photos, pauses and plays again, and signs up", async () => {
    reducedMotion(false);
    const { container } = await openVideo();
    expect(container.querySelectorAll(".video-player__frame")).toHaveLength(6);
    expect(screen.getByText("A slideshow of members' photos: Emma and Julie")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Pause the slideshow" }));
    expect(container.querySelector(".video-player--paused")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Play the slideshow" }));
    expect(container.querySelector(".video-player--playing")).toBeTruthy();

    const [cta] = screen.getAllByRole("link", { name: "Sign up for free" });
    await user.click(cta as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Create your free profile" }, LONG)).toBeTruthy();
  });

  it("starts paused for a visitor who asked for less motion", async () => {
    reducedMotion(true);
    await openVideo();
    expect(await screen.findByRole("button", { name: "Play the slideshow" })).toBeTruthy();
  });
});
