/**
 * A member's copy of their data (issue 17): a new member likes Lucas and asks for their data in the
 * settings; the archive is built in the background and its link mailed over SMTP; the link downloads a zip
 * whose index.html, opened in the browser, shows their account, profile and the like, in their language. The link opens nothing for another member.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { readZip } from "../../server/src/test/read-zip.ts";
import { expectAccessible } from "./support/a11y.ts";
import { waitForMail } from "./support/mailbox.ts";
import { logIn, newLogin, ORIGIN, signUp, skipEntryWarning } from "./support/members.ts";

const LUCAS = { name: "Lucas", email: "lucas@amora.test", password: "amora-demo" };
const LUCAS_PROFILE = 2;
const SHOTS = join(import.meta.dirname, "..", "..", "docs", "screenshots", "issue-17");

/** Fetches a path in the page, with its cookies (the browser resolves *.test; Node's request context does not). */
async function fetchIn(page: Page, path: string) {
  const { status, type, base64 } = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, type: response.headers.get("content-type"), base64: btoa(binary) };
  }, path);
  return { status, type, body: Buffer.from(base64, "base64") };
}

test("a member prepares their data in the settings, downloads it from the mail and reads its page", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const nora = newLogin("Nora");
  await skipEntryWarning(page);
  await signUp(page, nora, { gender: "female", seeking: "male", date_of_birth: "1991-05-14" });
  const activation = await waitForMail(nora.email, 1);
  await page.goto(`${ORIGIN}${activation.link}`);
  await expect(page).toHaveURL(/\/activate\/done$/);

  // Something of hers to find in the archive: her like of Lucas.
  await page.goto(`${ORIGIN}/members/${LUCAS_PROFILE}`);
  await page.getByRole("button", { name: "Like", exact: true }).click();
  await expect(page.getByRole("button", { name: "Liked" })).toHaveAttribute("aria-pressed", "true");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${ORIGIN}/notifications#settings-export`);
  const section = page.locator("#settings-export");
  await section.getByRole("button", { name: "Prepare my data" }).click();
  await expect(section.getByText(/We're preparing your data/)).toBeVisible();
  await expectAccessible(page, "the settings' data export section, preparing");
  await section.screenshot({ path: join(SHOTS, "export-preparing-390.png") });

  const ready = await waitForMail(nora.email, 2);
  expect(ready.subject).toBe("Your Amora data is ready to download");
  expect(ready.link).toMatch(/^\/api\/data-export-download\.php\?token=/);
  await page.reload();
  await expect(section.getByText(/Your data is ready: we e-mailed a download link/)).toBeVisible();

  // The link is hers alone: Lucas, logged in, gets nothing from it.
  const lucasPage = await (await browser.newContext()).newPage();
  await skipEntryWarning(lucasPage);
  await logIn(lucasPage, LUCAS);
  await lucasPage.goto(`${ORIGIN}/notifications`);
  expect((await fetchIn(lucasPage, ready.link)).status).toBe(404);

  const download = await fetchIn(page, ready.link);
  expect(download.status).toBe(200);
  expect(download.type).toBe("application/zip");
  const archive = readZip(download.body);
  const data = JSON.parse(archive.get("data.json")?.toString() ?? "{}");
  expect(data.account.email).toBe(nora.email);
  expect(data.likes_given).toEqual([
    expect.objectContaining({ profile: { id: LUCAS_PROFILE, name: "Lucas" } }),
  ]);
  expect(JSON.stringify(data)).not.toContain("lucas@amora.test");

  // The readable page, opened from the unpacked archive as a member would.
  const folder = join(import.meta.dirname, "..", "test-results", "data-export");
  mkdirSync(folder, { recursive: true });
  const indexFile = join(folder, "index.html");
  writeFileSync(indexFile, archive.get("index.html") ?? "");
  await page.goto(`file://${indexFile}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your data on Amora" })).toBeVisible();
  await expect(page.getByText(nora.email)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Likes you gave" })).toBeVisible();
  await expectAccessible(page, "the exported index.html");
  await page.screenshot({ path: join(SHOTS, "export-html-390.png") });
});
