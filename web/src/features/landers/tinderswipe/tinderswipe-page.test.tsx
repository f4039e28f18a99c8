/**
 * The tinderswipe lander: a deck of the lander's members to drag, tap or key through; a like, or three swipes,
 * asks for the signup (the modal opens, the deck gives way to the ask) and nothing is sent to the server.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi } from "../../../test/mock-api.ts";
import { makeCard } from "../../../test/profile-data.ts";
import { renderApp } from "../../../test/render-app.tsx";

const LONG = { timeout: 5000 };
const profiles = [
  makeCard(1, { name: "Emma", age: 31, city: "Lyon" }),
  makeCard(2, { name: "Julie", age: 27, city: "Paris" }),
  makeCard(3, { name: "Chloé", age: 35, city: "Nice" }),
  makeCard(4, { name: "Léa", age: 29, city: "Lille" }),
];

async function openDeck() {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  const api = mockApi({ "GET /api/lander.php": json(200, { niche: "", country: "FR", profiles }) });
  await renderApp("/landers/tinderswipe?network=ads1");
  await screen.findByRole("heading", { level: 1, name: "Swipe right on who you like" }, LONG);
  return api;
}

const topCardName = () => within(screen.getByTestId("swipe-top-card")).getByText(/, \d+$/).textContent;

describe("the tinderswipe lander", () => {
  it("deals the lander's members and asks for the signup after three swipes", async () => {
    const api = await openDeck();
    expect(api.callsTo("GET /api/lander.php")[0]?.query.get("name")).toBe("tinderswipe");
    expect(topCardName()).toBe("Emma, 31");
    const user = userEvent.setup();

    // A drag to the left passes; a short one snaps back.
    const first = screen.getByTestId("swipe-top-card");
    const pointer = { pointerId: 3, pointerType: "touch", clientY: 300 };
    fireEvent.pointerDown(first, { ...pointer, clientX: 200 });
    fireEvent.pointerMove(first, { ...pointer, clientX: 180 });
    fireEvent.pointerUp(first, { ...pointer, clientX: 180 });
    expect(topCardName()).toBe("Emma, 31");
    fireEvent.pointerDown(first, { ...pointer, clientX: 200 });
    fireEvent.pointerMove(first, { ...pointer, clientX: 60 });
    fireEvent.pointerUp(first, { ...pointer, clientX: 60 });
    expect(topCardName()).toBe("Julie, 27");

    // The Pass button, then the left arrow key on the stack.
    await user.click(screen.getByRole("button", { name: "Pass on Julie" }));
    expect(topCardName()).toBe("Chloé, 35");
    expect(screen.queryByRole("dialog")).toBeNull();
    screen.getByRole("region", { name: "Member cards" }).focus();
    await user.keyboard("{ArrowLeft}");

    expect(await screen.findByRole("dialog", { name: "Create your free profile" }, LONG)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Like what you see?" })).toBeTruthy();
    expect(screen.queryByTestId("swipe-top-card")).toBeNull();
    expect(api.callsTo("POST /api/like.php")).toHaveLength(0);
    expect(api.callsTo("POST /api/pass.php")).toHaveLength(0);
  });

  it("asks at once after a like, naming the member liked", async () => {
    await openDeck();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Like Emma" }));
    expect(await screen.findByRole("dialog", { name: "Sign up to write to Emma" }, LONG)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "You liked Emma!" })).toBeTruthy();
  });

  it("likes with the right arrow key", async () => {
    await openDeck();
    const user = userEvent.setup();
    screen.getByRole("region", { name: "Member cards" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByRole("dialog", { name: "Sign up to write to Emma" }, LONG)).toBeTruthy();
  });
});
