/**
 * A member away from the site learns by mail that someone wrote to them: Anna signs up and activates her
 * account, then closes the site; Lucas (a demo member) writes to her for the first time; the
 * `new_conversations` mail reaches her address over SMTP (NOTIFICATION_DELAY_MS is a second here) with
 * the link to that conversation and the one-click unsubscribe headers of RFC 8058. The link logs no one in:
 * opened in a fresh browser, it asks for the login and returns to the conversation.
 */
import { expect, test } from "@playwright/test";
import { waitForMail } from "./support/mailbox.ts";
import { logIn, newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";

const LUCAS = { name: "Lucas", email: "lucas@amora.test", password: "amora-demo" };

/**
 * A zone where it is early afternoon now, so the mail is not held for the night (quiet hours are the
 * member's own, 22:00 to 8:00): "Etc/GMT-X" is UTC+X.
 */
function afternoonZone(): string {
  let offset = 13 - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

test("a member away from the site gets the new_conversations mail after someone writes first", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anna = newLogin("Anna");
  const annaContext = await browser.newContext({ timezoneId: afternoonZone() });
  const annaPage = await annaContext.newPage();
  await skipEntryWarning(annaPage);
  const annaProfile = await signUp(annaPage, anna, {
    gender: "female",
    seeking: "male",
    date_of_birth: "1994-03-02",
  });
  const activation = await waitForMail(anna.email, 1);
  await annaPage.goto(`${ORIGIN}${activation.link}`);
  await expect(annaPage).toHaveURL(/\/activate\/done$/);
  // Her browser tells the site its time zone, as the swipe game does.
  const told = await annaPage.evaluate(async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const response = await fetch(`/api/swipe.php?time_zone=${encodeURIComponent(zone)}`, {
      headers: { "x-request-type": "client" },
    });
    return response.status;
  });
  expect(told).toBe(200);
  // Away: no tab of hers is open.
  await annaContext.close();

  const lucasPage = await (await browser.newContext()).newPage();
  await skipEntryWarning(lucasPage);
  await logIn(lucasPage, LUCAS);
  await lucasPage.goto(`${ORIGIN}/members/${annaProfile}`);
  await lucasPage.getByRole("link", { name: "Chat" }).click();
  const composer = lucasPage.getByLabel("Your message");
  await composer.fill("Hi Anna! Fancy a walk by the lakes?");
  await composer.press("Enter");
  await expect(lucasPage).toHaveURL(/\/chats\/\d+$/);
  const conversation = new URL(lucasPage.url()).pathname;

  const mail = await waitForMail(anna.email, 2);
  expect(mail.subject).toBe("Lucas wrote to you");
  // His photo, as the site shows it, so she knows who it is.
  expect(mail.html).toMatch(/<img src="http[^"]+" [^>]*alt="Lucas, 34"/);
  const link = `${ORIGIN}${conversation}`;
  expect(mail.text).toContain(link);
  expect(mail.headers["list-unsubscribe"]).toMatch(
    new RegExp(`^<${ORIGIN}/api/unsubscribe\\.php\\?token=\\d+\\.new_conversations\\.[\\w-]+>$`),
  );
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  // The message's words stay on the site.
  expect(mail.text).not.toContain("Fancy a walk");

  const stranger = await (await browser.newContext()).newPage();
  await skipEntryWarning(stranger);
  await stranger.goto(link);
  await expect(stranger).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(conversation)}$`));
});
