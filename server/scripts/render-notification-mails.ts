/**
 * Renders the notification mails issue 14 shows (a new_conversations mail about a fictional profile, the
 * weekly mail, a daily digest) in English and French, with real demo portraits, to HTML and to PNG at
 * 600 px wide: docs/screenshots/issue-14/ (the HTML and text in the temporary directory's notification-mails/). Run: node server/scripts/render-notification-mails.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SupportedLocale } from "@amora/contract/locales";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../bench/lib/web-weight.ts";
import type {
  AboutMember,
  NotificationItem,
  NotificationMailInput,
} from "../src/features/notifications/notification-mail.ts";
import { renderNotificationMail } from "../src/features/notifications/templates/render-notification-mail.ts";
import { renderPortrait } from "../src/seed/portrait-render.ts";
import type { Gender, HairColour } from "../src/seed/portraits.ts";

const ROOT = join(import.meta.dirname, "../..");
/** The pictures are kept with the docs; the HTML and text they were taken from, to look into, go to /tmp. */
const OUT = join(ROOT, "docs/screenshots/issue-14");
const SOURCES = join(tmpdir(), "notification-mails");

/** A demo person's portrait, as the site draws it, inlined so the PNG needs no server. */
async function portrait(profileId: number, gender: Gender, hairColour: HairColour): Promise<string> {
  const webp = await renderPortrait({ seed: 1, profileId, gender, hairColour, variant: 0 }, "thumbFilename");
  return `data:image/webp;base64,${webp.toString("base64")}`;
}

const SITES = {
  en: {
    name: "Amora",
    supportEmail: "support@amora.test",
    fictionalIcon: "✱",
    origin: "https://amora.test",
    warning:
      "Profiles marked ✱ are fictional: they are run by our team for entertainment, and you cannot meet them in person.",
  },
  fr: {
    name: "Amour Secret",
    supportEmail: "support@amoursecret.test",
    fictionalIcon: "✱",
    origin: "https://amoursecret.test",
    warning:
      "Les profils marqués ✱ sont fictifs : ils sont animés par notre équipe pour le divertissement et vous ne pouvez pas les rencontrer.",
  },
} satisfies Partial<Record<SupportedLocale, unknown>>;

async function mails(language: keyof typeof SITES) {
  const site = SITES[language];
  const member = async (
    profileId: number,
    name: string,
    age: number,
    city: string,
    gender: Gender,
    hair: HairColour | null,
    fictional = false,
  ): Promise<AboutMember> => ({
    profileId,
    name,
    age,
    city,
    photoUrl: hair ? await portrait(profileId, gender, hair) : null,
    fictionalWarning: fictional ? site.warning : null,
  });
  const lucas = await member(
    1042,
    "Lucas",
    34,
    language === "fr" ? "Lyon" : "Manchester",
    "male",
    "brown",
    true,
  );
  const sofia = await member(2201, "Sofia", 29, language === "fr" ? "Paris" : "London", "female", "blonde");
  const newMembers = await Promise.all([
    member(3011, "Emma", 31, language === "fr" ? "Nantes" : "Leeds", "female", "red"),
    member(3012, "Chloé", 27, language === "fr" ? "Lille" : "Bristol", "female", "black", true),
    member(3013, "Julia", 35, language === "fr" ? "Bordeaux" : "York", "female", "brown"),
    member(3014, "Inès", 30, language === "fr" ? "Nice" : "Bath", "female", "blonde"),
    member(3015, "Zoé", 26, language === "fr" ? "Rennes" : "Derby", "female", null),
    member(3016, "Maya", 33, language === "fr" ? "Dijon" : "Leicester", "female", "grey"),
  ]);
  const base = {
    site: { name: site.name, supportEmail: site.supportEmail, fictionalIcon: site.fictionalIcon, language },
    language,
    name: "Camille",
    timeZone: "Europe/Paris",
    settingsUrl: `${site.origin}/settings#notifications`,
  };
  const unsubscribe = (scope: string) => ({
    page: `${site.origin}/unsubscribe?token=7.${scope}.demo`,
    oneClick: `${site.origin}/api/unsubscribe.php?token=7.${scope}.demo`,
  });
  const newConversation: NotificationItem = {
    type: "new_conversations",
    payload: {},
    count: 1,
    about: lucas,
    members: [],
    link: `${site.origin}/chat/1042`,
  };
  const weekly: NotificationItem = {
    type: "weekly_updates",
    payload: { new_members: newMembers.map((m) => m.profileId), new_member_count: 14, likes: 3, unread: 1 },
    count: 1,
    about: null,
    members: newMembers,
    link: `${site.origin}/search`,
  };
  const digestItems: NotificationItem[] = [
    {
      type: "new_messages",
      payload: {},
      count: 3,
      about: sofia,
      members: [],
      link: `${site.origin}/chat/2201`,
    },
    {
      type: "like",
      payload: { match: true },
      count: 1,
      about: lucas,
      members: [],
      link: `${site.origin}/likes/matches`,
    },
    {
      type: "promotions",
      payload: {
        offer: "welcome_discount",
        code: "WELCOME30",
        percentage: 30,
        ends_at: "2026-11-29T22:59:00Z",
      },
      count: 1,
      about: null,
      members: [],
      link: `${site.origin}/credits`,
    },
  ];
  const inputs: Record<string, NotificationMailInput> = {
    "new-conversation": { ...base, items: [newConversation], unsubscribe: unsubscribe("new_conversations") },
    weekly: { ...base, items: [weekly], unsubscribe: unsubscribe("weekly_updates") },
    digest: { ...base, items: digestItems, unsubscribe: unsubscribe("all") },
  };
  return inputs;
}

await mkdir(OUT, { recursive: true });
await mkdir(SOURCES, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
  for (const language of ["en", "fr"] as const) {
    for (const [name, input] of Object.entries(await mails(language))) {
      const mail = renderNotificationMail(input);
      const file = `mail-${name}-${language}`;
      await writeFile(join(SOURCES, `${file}.html`), mail.html);
      await writeFile(join(SOURCES, `${file}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
      await page.setContent(mail.html, { waitUntil: "load" });
      await page.screenshot({ path: join(OUT, `${file}.png`), fullPage: true });
      console.log(`${join(OUT, `${file}.png`)}  ${mail.subject}`);
    }
  }
} finally {
  await browser.close();
}
