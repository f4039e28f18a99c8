/**
 * No English on a screen in another language (issue 18): no visible text of the page is an English text of the
 * catalogues that the language words differently. The texts are the catalogues' own, so a text shown in English
 * is named by its key; an English text not from a catalogue is not caught here.
 */
import { expect, type Page } from "@playwright/test";
import { catalogue, patternOf } from "./catalogues.ts";

interface EnglishText {
  key: string;
  /** The whole text, or for a text with {{placeholders}} a pattern of the whole text. */
  match: string | RegExp;
}

const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const TAG = /<\/?[\w-]+\s*\/?>/g;

/** Short texts ("OK", "Chat", "Min.") are as often the other language's own words: they prove nothing. */
function tooShort(words: string): boolean {
  return words.replace(/[^\p{L}]/gu, "").length < 4;
}

const englishTexts = new Map<string, EnglishText[]>();

/** English's texts that the language words otherwise; a text with markup (<terms>…</terms>) in its pieces. */
function englishFor(language: string): EnglishText[] {
  const known = englishTexts.get(language);
  if (known) return known;
  const own = catalogue(language);
  const ownList = [...own.values()].flatMap((words) =>
    words.split(TAG).map((part) => part.replace(/\s+/g, " ").trim()),
  );
  const ownTexts = new Set(ownList);
  const found: EnglishText[] = [];
  for (const [key, english] of catalogue("en")) {
    // The back office's namespaces are English and French only (decision 057): no page of another language uses them.
    if (!own.has(key) || own.get(key) === english) continue;
    for (const piece of english.split(TAG).map((part) => part.replace(/\s+/g, " ").trim())) {
      if (ownTexts.has(piece) || tooShort(piece.replace(PLACEHOLDER, ""))) continue;
      if (!piece.includes("{{")) {
        found.push({ key, match: piece });
        continue;
      }
      const match = patternOf(piece);
      // "Like {{name}}" would take a sentence of the language that starts with "Like" for English.
      if (!ownList.some((own) => match.test(own))) found.push({ key, match });
    }
  }
  // Whole texts first: a text is named by its own key rather than by a pattern that also takes it.
  found.sort((a, b) => Number(typeof a.match !== "string") - Number(typeof b.match !== "string"));
  englishTexts.set(language, found);
  return found;
}

/** The trimmed visible texts of the page, each text node apart; of a list box only the option it shows. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      const parent = node.parentElement;
      if (!words || !parent || parent.closest("script, style, template, noscript")) continue;
      const option = parent.closest("option");
      if (option) {
        const select = option.closest("select");
        if (option.selected && select?.checkVisibility()) texts.push(words);
        continue;
      }
      if (parent.checkVisibility({ visibilityProperty: true })) texts.push(words);
    }
    return texts;
  });
}

export async function expectNoEnglish(page: Page, language: string, screen: string): Promise<void> {
  await expect(page.locator("html"), `the language of ${screen}`).toHaveAttribute("lang", language);
  const english = englishFor(language);
  const shown = await visibleTexts(page);
  const found = shown.flatMap((words) =>
    english
      .filter(({ match }) => (typeof match === "string" ? match === words : match.test(words)))
      .slice(0, 1)
      .map(({ key }) => `"${words}" (${key})`),
  );
  // Soft: the journey goes on, so one run names every screen with English.
  expect.soft([...new Set(found)], `English on ${screen} in ${language}`).toEqual([]);
}
