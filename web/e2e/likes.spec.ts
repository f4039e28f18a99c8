/**
 * Two members in two browsers: she likes him, he sees the badge and her like, likes back and gets the
 * match modal, whose three click targets do what spec §4 says; then he plays the swipe game until its
 * 4 likes a day are used and the countdown shows.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y.ts";
import { newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";

const her = newLogin("Lotte");
const him = newLogin("Daan");

async function memberPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await skipEntryWarning(page);
  return page;
}

test("like, be liked back, match, and swipe until the day's likes are used", async ({ browser }) => {
  test.setTimeout(120_000);
  const herPage = await memberPage(browser);
  const hisPage = await memberPage(browser);
  // Both in Amsterdam, where the demo data has many women of his age for the swipe game.
  const place = { country: "NL", region: "NH", city: "Amsterdam" };
  const herId = await signUp(herPage, her, {
    gender: "female",
    seeking: "male",
    date_of_birth: "1992-04-04",
    ...place,
  });
  const hisId = await signUp(hisPage, him, {
    gender: "male",
    seeking: "female",
    date_of_birth: "1990-09-09",
    ...place,
  });

  // 1. She likes him.
  await herPage.goto(`${ORIGIN}/members/${hisId}`);
  await herPage.getByRole("button", { name: "Like", exact: true }).click();
  await expect(herPage.getByRole("button", { name: "Liked" })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(herPage, "a liked member's profile");

  // He sees the badge and her like.
  await hisPage.goto(`${ORIGIN}/likes`);
  await expect(hisPage.getByRole("link", { name: /Likes/ }).first()).toContainText("1");
  const received = hisPage.getByRole("list", { name: "Members who like you" });
  await expect(received.getByText(her.name)).toBeVisible();
  await expect(received.getByText("New", { exact: true })).toBeVisible();
  await expectAccessible(hisPage, "the likes received");

  // 2. He likes back: the match modal.
  await received.getByRole("link", { name: new RegExp(her.name) }).click();
  await expect(hisPage).toHaveURL(new RegExp(`/likes/m/${herId}$`));
  const likeBack = async () => {
    await hisPage.getByRole("button", { name: "Like", exact: true }).click();
    const modal = hisPage.getByRole("dialog", { name: "New like!" });
    await expect(modal).toContainText(`You and ${her.name} like each other`);
    return modal;
  };
  const unlike = async () => {
    await hisPage.getByRole("button", { name: "Liked" }).click();
    await expect(hisPage.getByRole("button", { name: "Like", exact: true })).toBeVisible();
  };

  // A click anywhere closes it.
  let modal = await likeBack();
  await expectAccessible(hisPage, "the match dialog");
  await modal.getByText(`You and ${her.name} like each other`).click();
  await expect(modal).toBeHidden();
  // The photo opens her profile.
  await unlike();
  modal = await likeBack();
  await modal.getByRole("link", { name: `View ${her.name}'s profile` }).click();
  await expect(hisPage).toHaveURL(new RegExp(`/members/${herId}$`));
  // The button starts a conversation.
  await unlike();
  modal = await likeBack();
  await modal
    .getByRole("button", { name: "Send a message" })
    .or(modal.getByRole("link", { name: "Send a message" }))
    .click();
  await expect(hisPage).toHaveURL(new RegExp(`/members/${herId}/chat`));
  // The badge is gone now that he has opened her like.
  await hisPage.goto(`${ORIGIN}/likes/matches`);
  await expect(hisPage.getByRole("list", { name: "Your matches" }).getByText(her.name)).toBeVisible();
  await expectAccessible(hisPage, "the matches");

  // 3. The swipe game: 4 likes, then the countdown.
  await hisPage.goto(`${ORIGIN}/swipe-game`);
  await expect(hisPage.getByText("4 likes left today")).toBeVisible();
  await expectAccessible(hisPage, "the swipe game");
  const stack = hisPage.getByRole("region", { name: "Member cards" });
  await stack.focus();
  for (const left of ["3 likes left today", "2 likes left today", "1 like left today"]) {
    await hisPage.keyboard.press("ArrowRight");
    await expect(hisPage.getByText(left)).toBeVisible();
  }
  await hisPage.keyboard.press("ArrowRight");
  await expect(hisPage.getByRole("heading", { name: "That's all for today" })).toBeVisible();
  await expect(hisPage.getByText("New likes in")).toBeVisible();
  await expect(hisPage.getByTestId("swipe-countdown")).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expectAccessible(hisPage, "the swipe game, out of likes");
});
