/**
 * Chat between the two demo members in two browsers: Lucas (premium, 120 credits) writes to Emma from her
 * profile; her list, Messages badge and title update without a reload; she opens it, he sends a gift and a
 * photo that appear in her open conversation. Her 8 credits pay for a reply, a gift and a photo that he sees
 * live; then they have run out, so the buy-credits alert shows and nothing is sent.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./support/a11y.ts";
import { logIn, ORIGIN, skipEntryWarning } from "./support/members.ts";

const EMMA = { name: "Emma", email: "emma@amora.test", password: "amora-demo" };
const LUCAS = { name: "Lucas", email: "lucas@amora.test", password: "amora-demo" };
const EMMA_PROFILE = 1;

async function memberPage(browser: Browser, who: typeof EMMA): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await skipEntryWarning(page);
  await logIn(page, who);
  return page;
}

test("write, receive without a reload, send a gift, and run out of credits", async ({ browser }) => {
  test.setTimeout(120_000);
  const lucas = await memberPage(browser, LUCAS);
  const emma = await memberPage(browser, EMMA);
  await emma.goto(`${ORIGIN}/chats`);
  await expect(emma.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expectAccessible(emma, "the conversations");

  // Lucas starts the conversation from her profile.
  await lucas.goto(`${ORIGIN}/members/${EMMA_PROFILE}`);
  await expect(lucas.getByRole("link", { name: "Chat" })).toBeVisible();
  await expectAccessible(lucas, "a member's profile");
  await lucas.getByRole("link", { name: "Chat" }).click();
  await expect(lucas).toHaveURL(new RegExp(`/members/${EMMA_PROFILE}/chat`));
  const hisComposer = lucas.getByLabel("Your message");
  await expect(hisComposer).toBeVisible();
  await expectAccessible(lucas, "a new conversation");
  await hisComposer.fill("Hi Emma! Coffee this weekend?");
  await hisComposer.press("Enter");
  await expect(lucas).toHaveURL(/\/chats\/\d+$/);

  // Emma's open list, badge and title follow without a reload.
  const entry = emma.getByRole("link", { name: /Lucas/ }).first();
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await expect(entry).toContainText("Hi Emma! Coffee this weekend?");
  await expect(emma.getByRole("link", { name: /Messages/ }).first()).toContainText("1");
  await expect(emma).toHaveTitle(/^\(1\)/);

  // She opens it; his gift arrives in the open conversation.
  await entry.click();
  // The message in the conversation (the list beside it previews the same words).
  await expect(emma.getByTestId("message").getByText("Hi Emma! Coffee this weekend?")).toBeVisible();
  await expectAccessible(emma, "an open conversation");
  await lucas.getByRole("button", { name: /gift/i }).first().click();
  await expect(lucas.getByRole("button", { name: /Rose/ }).first()).toBeVisible();
  await expectAccessible(lucas, "the gifts");
  await lucas.getByRole("button", { name: /Rose/ }).first().click();
  await expect(emma.getByText(/Rose/).last()).toBeVisible({ timeout: 15_000 });
  // And a photo, re-encoded by the server, shows in hers.
  await lucas.getByLabel("Send a photo").setInputFiles({
    name: "beach.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a8fc7" } })
      .jpeg()
      .toBuffer(),
  });
  await expect(emma.locator(".chat-photo img")).toBeVisible({ timeout: 15_000 });

  // His page, reloaded, still says she read his first message (read positions are stored).
  await lucas.reload();
  await expect(
    lucas.locator(".chat-bubble", { hasText: "Hi Emma! Coffee this weekend?" }).getByText("Seen"),
  ).toBeAttached();
  await expectAccessible(lucas, "a conversation with photos and gifts");

  // Her 8 credits: a reply (1), a gift (5) and a photo (2), each showing live in his open conversation.
  const hisMessages = lucas.getByRole("list", { name: "Messages with Emma" });
  const herComposer = emma.getByLabel("Your message");
  await herComposer.fill("Yes, I'd love to!");
  await herComposer.press("Enter");
  await expect(hisMessages.getByText("Yes, I'd love to!")).toBeVisible({ timeout: 15_000 });
  await emma.getByRole("button", { name: /gift/i }).first().click();
  await emma
    .getByRole("button", { name: /Teddy bear/ })
    .first()
    .click();
  await expect(hisMessages.getByText(/Teddy bear/)).toBeVisible({ timeout: 15_000 });
  await emma.getByLabel("Send a photo").setInputFiles({
    name: "terrace.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: "#c7703a" } })
      .png()
      .toBuffer(),
  });
  await expect(hisMessages.locator(".chat-photo img")).toHaveCount(2, { timeout: 15_000 });

  // Her credits have run out: the buy-credits alert, and nothing sent.
  await herComposer.fill("See you Saturday!");
  await herComposer.press("Enter");
  await expect(emma.getByRole("link", { name: "Buy credits" })).toBeVisible();
  await expect(
    emma.getByText("You need 1 credit to send this, and you have 0.", { exact: false }),
  ).toBeVisible();
  await expectAccessible(emma, "a message without credits");
  await lucas.reload();
  await expect(hisMessages.getByText("Yes, I'd love to!")).toBeVisible();
  await expect(lucas.getByText("See you Saturday!")).toHaveCount(0);
});
