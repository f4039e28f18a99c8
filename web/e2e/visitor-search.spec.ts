/**
 * A visitor on a site whose logged-out search is closed (the Dutch demo site, liefdesdate.test): the
 * member search asks them to log in instead of loading forever (spec §6), and a visitor who came with a
 * traffic source gets the search, as logged_out_search_trafficsource promises (spec §3). The site speaks Dutch:
 * the journey reads its labels from locales/nl/.
 */
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y.ts";
import { text } from "./support/catalogues.ts";
import { E2E_PORT } from "./support/ports.ts";

const dutchSite = (path: string) => `http://liefdesdate.test:${E2E_PORT}${path}`;
const dutch = (key: string) => text("nl", key);

test("a visitor on the Dutch site is asked to log in to see the members, not shown skeletons", async ({
  page,
}) => {
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/members.php");
  await page.goto(dutchSite("/members"));
  expect((await refused).status()).toBe(403);

  await expect(page.getByText(dutch("members:visitor.title"))).toBeVisible();
  const prompt = page.locator(".members-state");
  await expect(prompt.getByRole("link", { name: dutch("members:visitor.login") })).toHaveAttribute(
    "href",
    "/login",
  );
  await expect(prompt.getByRole("link", { name: dutch("members:visitor.signup") })).toBeVisible();
  await expectAccessible(page, "the members, closed to visitors");
  // No loading state is left behind, and the prompt stays (nothing keeps loading in the background).
  await expect(page.getByTestId("member-grid-skeleton")).toHaveCount(0);
  await page.waitForTimeout(1_000);
  await expect(page.getByText(dutch("members:visitor.title"))).toBeVisible();
  await expect(page.getByTestId("member-grid-skeleton")).toHaveCount(0);
});

test("a visitor who came with a traffic source gets the member search on the Dutch site", async ({
  page,
}) => {
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/members.php",
  );
  await page.goto(dutchSite("/?network=adnet"));
  const browse = page.getByRole("link", { name: dutch("home:members.browse") }).first();
  // The server renders a visitor's page without the traffic source (the session's, not the page's): the link
  // offers signup until the app has hydrated and read it (decision 031).
  await expect(browse).toHaveAttribute("href", /\/members/);
  await browse.click();
  const response = await searched;
  expect(new URL(response.url()).searchParams.get("network")).toBe("adnet");
  expect(response.status()).toBe(200);
  await expect(page.getByRole("list", { name: dutch("members:search.listLabel") })).toBeVisible();
  await expect(page.getByText(dutch("members:visitor.title"))).toHaveCount(0);
  await expectAccessible(page, "the visitor's member search");
});
