/**
 * The interface languages on a 390 px phone (issue 18). A visitor joins the Dutch site in Dutch (its own
 * language, none chosen) and the default site in Polish and in German (chosen in the language dropdown):
 * signup through the modal, activation by the mailed link, search, a profile, a message refused for want of
 * credits, the credits and payment pages, the sandbox checkout, and the message paid. No screen shows an
 * English text of the catalogues, none scrolls sideways, and no name, age or button is cut. Then the key screens
 * in German and Finnish, for long words.
 * The journey is written once: every label it follows is the language's own, read from locales/<language>/.
 */
import { expect, type Page, test } from "@playwright/test";
import { pattern, text } from "./support/catalogues.ts";
import { waitForMail } from "./support/mailbox.ts";
import { call, dismissBonusModals, newLogin, signUp, skipEntryWarning } from "./support/members.ts";
import { expectNoEnglish } from "./support/no-english.ts";
import { expectNoOverflow } from "./support/overflow.ts";
import { E2E_PORT } from "./support/ports.ts";

const DUTCH_SITE = `http://liefdesdate.test:${E2E_PORT}`;
const DEFAULT_SITE = `http://amora.test:${E2E_PORT}`;

test.use({ viewport: { width: 390, height: 844 } });

/** Both checks of a screen in a language. */
async function expectScreen(page: Page, language: string, screen: string): Promise<void> {
  await expectNoEnglish(page, language, screen);
  await expectNoOverflow(page, `${screen} (${language})`);
}

/** The language dropdown of the top navigation, labelled in the language the page is in. */
async function chooseLanguage(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole("combobox", { name: text(from, "common:nav.language") }).selectOption(to);
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

interface Joining {
  origin: string;
  language: string;
  country: string;
  city: string;
}

/** The visitor on the home page in `language` signs up through the modal, step by step. */
async function signUpThroughTheModal(page: Page, { language, country, city }: Joining, email: string) {
  const t = (key: string) => text(language, key);
  await page
    .getByRole("button", { name: t("home:hero.cta") })
    .or(page.getByRole("link", { name: t("home:hero.cta") }))
    .filter({ visible: true })
    .first()
    .click();
  const modal = page.getByRole("dialog", { name: t("account:signup.title") });
  const field = (key: string) => modal.getByLabel(t(key), { exact: true });
  await expect(modal.getByText(t("account:signup.about.man"), { exact: true })).toBeVisible();
  await expectScreen(page, language, "signup: gender");
  await modal.getByText(t("account:signup.about.man"), { exact: true }).click();
  await modal.getByText(t("account:signup.about.women"), { exact: true }).click();
  await modal.getByRole("button", { name: t("account:signup.next") }).click();
  await field("account:signup.birth.day").selectOption("15");
  await field("account:signup.birth.month").selectOption("6");
  await field("account:signup.birth.year").selectOption("1990");
  await expectScreen(page, language, "signup: date of birth");
  await modal.getByRole("button", { name: t("account:signup.next") }).click();
  await field("account:fields.country").selectOption(country);
  // The first of the country's provinces, states or voivodeships, once the list has loaded.
  const region = modal.locator("select").nth(1);
  await expect(region.locator("option").nth(1)).toBeAttached();
  await region.selectOption({ index: 1 });
  await field("account:fields.city").fill(city);
  await expectScreen(page, language, "signup: where");
  await modal.getByRole("button", { name: t("account:signup.next") }).click();
  await field("account:signup.account.name").fill(`Reiziger${Date.now().toString(36)}`);
  await field("account:fields.email").fill(email);
  await field("account:fields.password").fill("journey-secret-1");
  await modal.getByRole("checkbox").check();
  await expectScreen(page, language, "signup: account");
  await modal.getByRole("button", { name: t("account:signup.submit") }).click();
  const matches = modal
    .getByRole("link", { name: t("account:signup.done.cta") })
    .or(modal.getByRole("button", { name: t("account:signup.done.cta") }));
  await expect(matches).toBeVisible();
  await expectScreen(page, language, "signup: welcome");
  await matches.click();
  await expect(page).toHaveURL(/\/signup-matches$/);
}

/**
 * From the home page in `language` to a paid message: signup, activation, search, a profile, the message
 * refused for want of credits, credits, payment, the sandbox checkout, and the message sent.
 */
async function joinAndWrite(page: Page, joining: Joining): Promise<void> {
  const { origin, language } = joining;
  const t = (key: string) => text(language, key);
  const email = newLogin(`journey-${language}`).email;
  await signUpThroughTheModal(page, joining, email);
  await expectScreen(page, language, "the signup matches");

  const activation = await waitForMail(email, 1);
  await page.goto(`${origin}${activation.link}`);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expectScreen(page, language, "the activation page");
  // The welcome discount's two modals are another journey's (credits.spec.ts); put away, as the member would.
  await dismissBonusModals(page, origin);

  await page.getByRole("link", { name: t("account:activateDone.cta") }).click();
  const members = page.getByRole("list", { name: t("members:search.listLabel") });
  await expect(members.locator(".member-card").first()).toBeVisible();
  await expectScreen(page, language, "search");

  await members.locator(".member-card__link").first().click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  const profile = page.url();
  const chat = page.getByRole("link", { name: t("members:actions.chat") });
  await expect(chat).toBeVisible();
  await expectScreen(page, language, "a profile");

  // No credits yet: the message waits, and the way to buy them shows.
  await chat.click();
  const composer = page.getByLabel(t("chat:composer.label"));
  await composer.fill("Hallo! 👋");
  await expectScreen(page, language, "a new conversation");
  await composer.press("Enter");
  const buy = page.getByRole("link", { name: t("chat:alerts.credits") });
  await expect(buy).toBeVisible();
  await expectScreen(page, language, "a message without credits");

  await buy.click();
  await expect(page).toHaveURL(/\/credits$/);
  const choose = page
    .getByRole("button", { name: pattern(language, "credits:bundles.chooseLabel") })
    .or(page.getByRole("link", { name: pattern(language, "credits:bundles.chooseLabel") }));
  await expect(choose.first()).toBeVisible();
  await expectScreen(page, language, "credits");
  await choose.first().click();
  const pay = page.getByRole("button", { name: pattern(language, "credits:payment.pay") });
  await expect(pay).toBeVisible();
  await page.locator(".method-tile").first().click();
  await expectScreen(page, language, "payment");
  await pay.click();
  // The payment provider's own page (the sandbox's, in English as a provider's test page is).
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\.php\?id=/);
  await page.locator('button[value="paid"]').click();
  await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
  await expectScreen(page, language, "a completed payment");

  await page.goto(profile);
  await page.getByRole("link", { name: t("members:actions.chat") }).click();
  await page.getByLabel(t("chat:composer.label")).fill("Hallo! 👋");
  await page.getByLabel(t("chat:composer.label")).press("Enter");
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByTestId("message").getByText("Hallo! 👋")).toBeVisible();
  await expectScreen(page, language, "a conversation");
  const user = await page.evaluate(async () => (await (await fetch("/api/user.php")).json()).user);
  expect(user.paid_user).toBe(true);
}

test.describe.configure({ timeout: 240_000 });

test("the Dutch site in Dutch, none chosen: signup, search, a profile and a paid message", async ({
  page,
}) => {
  // The Dutch site takes signups from a traffic source only (its setting `signups`).
  await skipEntryWarning(page);
  await page.goto(`${DUTCH_SITE}/?network=x&sub1=y`);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.locator(".member-card").first()).toBeVisible();
  await expectScreen(page, "nl", "home");
  await joinAndWrite(page, { origin: DUTCH_SITE, language: "nl", country: "NL", city: "Amsterdam" });
});

for (const { language, country, city } of [
  { language: "pl", country: "PL", city: "Kraków" },
  { language: "de", country: "DE", city: "Düsseldorf" },
]) {
  test(`the default site in ${language}, chosen in the dropdown: signup, search, a profile and a paid message`, async ({
    page,
  }) => {
    await skipEntryWarning(page);
    await page.goto(DEFAULT_SITE);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await chooseLanguage(page, "en", language);
    await expect(page.locator(".member-card").first()).toBeVisible();
    await expectScreen(page, language, "home");
    await joinAndWrite(page, { origin: DEFAULT_SITE, language, country, city });
  });
}

for (const language of ["de", "fi"]) {
  test(`the key screens in ${language} fit a 390 px phone`, async ({ page }) => {
    await skipEntryWarning(page);
    await page.goto(DEFAULT_SITE);
    await chooseLanguage(page, "en", language);
    const checkAt = async (path: string, screen: string, ready: () => Promise<void>) => {
      await page.goto(`${DEFAULT_SITE}${path}`);
      await ready();
      await expectNoOverflow(page, `${screen} (${language})`);
    };
    const heading = () => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

    await checkAt("/", "home", heading);
    await checkAt("/signup", "signup", heading);

    // A member, who pays once (through the sandbox checkout) and writes to the first member of the search.
    const who = newLogin("Langwort");
    await signUp(page, who, { gender: "male", seeking: "female", date_of_birth: "1988-04-09" });
    await page.goto(`${DEFAULT_SITE}${(await waitForMail(who.email, 1)).link}`);
    await expect(page).toHaveURL(/\/activate\/done$/);
    await checkAt("/members", "search", () => expect(page.locator(".member-card").first()).toBeVisible());
    const profileId = await page
      .locator(".member-card__link")
      .first()
      .getAttribute("href")
      .then((href) => Number(/\/members\/(\d+)/.exec(href ?? "")?.[1]));
    const offer = await page.evaluate(async () => (await fetch("/api/credits.php")).json());
    const bundle = offer.bundles[0].id as number;
    const started = await call(page, "/api/payment.php", { bundle, method: "creditcard" }, DEFAULT_SITE);
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    await page.goto((started.json as { checkout_url: string }).checkout_url);
    await page.locator('button[value="paid"]').click();
    await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
    await checkAt(`/members/${profileId}`, "profile", () =>
      expect(page.getByRole("link", { name: text(language, "members:actions.chat") })).toBeVisible(),
    );
    await page.getByRole("link", { name: text(language, "members:actions.chat") }).click();
    await page.getByLabel(text(language, "chat:composer.label")).fill("Moi!");
    await page.getByLabel(text(language, "chat:composer.label")).press("Enter");
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    await expect(page.getByTestId("message").first()).toBeVisible();
    await expectNoOverflow(page, `chat (${language})`);
    await checkAt("/chats", "the conversations", () =>
      expect(page.locator(".chat-row__name").first()).toBeVisible(),
    );
    await checkAt("/credits", "credits", () =>
      expect(
        page
          .getByRole("button", { name: pattern(language, "credits:bundles.chooseLabel") })
          .or(page.getByRole("link", { name: pattern(language, "credits:bundles.chooseLabel") }))
          .first(),
      ).toBeVisible(),
    );
    await checkAt(`/credits/${bundle}`, "payment", () =>
      expect(page.getByRole("button", { name: pattern(language, "credits:payment.pay") })).toBeVisible(),
    );
    await checkAt("/notifications", "settings", heading);
  });
}
