/**
 * A content page's Markdown to sanitised HTML (issue 16). Staff type the Markdown, so nothing in it is trusted:
 * raw HTML is escaped (markdown-it `html: false`), links go only to http(s), mailto, tel or a relative path,
 * and external links open no window that could reach back (`rel="noopener noreferrer"`). Placeholders in
 * braces are filled from the site's settings and its company, each value escaped so it is only ever text.
 */

import type { PagePlaceholder } from "@amora/contract/admin-pages";
import type { FaqSection } from "@amora/contract/content-pages";
import { BROWSER_STORAGE, type BrowserStorageEntry } from "@amora/contract/cookies";
import { termsVersion } from "@amora/contract/terms";
import MarkdownIt, { type Token } from "markdown-it";

/** What the placeholders are filled from: the site's settings and its company. */
export interface PageContext {
  language: string;
  /** The Intl locale of its dates (formatLocale: the language with the site's region). */
  locale: string;
  site: {
    name: string;
    domain: string;
    supportPhone: string;
    supportEmail: string;
    refundDays: number;
    minAge: number;
  };
  company: {
    name: string;
    address: string;
    city: string;
    country: string;
    kvk: string;
    vatNumbers: string[];
    tradenames: string[];
    deleteDiscount: number;
    added: Date;
    termsChangedAt: Date | null;
  };
  /** The cookie page's texts (locales/<language>/pages/storage.json); without them `{storage_table}` stays empty. */
  storageTexts: StorageTexts | null;
}

/** locales/<language>/pages/storage.json: the headers, words and purposes of the cookie page's table. */
export interface StorageTexts {
  headers: Record<"name" | "kind" | "category" | "lifetime" | "purpose", string>;
  kinds: Record<string, string>;
  categories: Record<string, string>;
  /** `days_<plural category>` with `{count}`, `session`, `persistent`. */
  lifetimes: Record<string, string>;
  /** Each entry's purpose by its `purpose` key (or those keys at the top level). */
  purposes?: Record<string, string>;
  [purpose: string]: unknown;
}

export interface RenderedPage {
  title: string;
  html: string;
  faq: FaqSection[] | null;
}

/** Every ASCII punctuation mark CommonMark lets a backslash escape: a value can start no markup. */
const MARKDOWN_PUNCTUATION = /[!-/:-@[-`{-~]/g;

export function escapeMarkdown(value: string): string {
  return value.replace(/[\r\n]+/g, " ").replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`);
}

const ALLOWED_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** A link or image target staff may use: an allowed scheme, or a path on this site (not `//host`). */
export function isAllowedLink(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith("//") || trimmed.startsWith("\\")) return false;
  // A scheme is whatever precedes the first colon that comes before any / ? or #.
  const end = trimmed.search(/[:/?#]/);
  if (end === -1 || trimmed[end] !== ":") return true;
  return ALLOWED_SCHEMES.has(trimmed.slice(0, end + 1).toLowerCase());
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = isAllowedLink;
const renderLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index] as Token;
  if (/^https?:/i.test(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "noopener noreferrer");
  return renderLinkOpen
    ? renderLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

function longDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** Each placeholder's value as plain text (not yet escaped), but the storage table, which is Markdown. */
export function placeholderValues(
  context: PageContext,
): Record<Exclude<PagePlaceholder, "storage_table">, string> {
  const { site, company, locale } = context;
  return {
    site_name: site.name,
    site_domain: site.domain,
    company_name: company.name,
    company_address: company.address,
    company_city: company.city,
    company_country: company.country,
    company_kvk: company.kvk,
    company_vat_numbers: company.vatNumbers.join(", "),
    company_tradenames: company.tradenames.join(", "),
    support_phone: site.supportPhone,
    support_email: site.supportEmail,
    refund_days: String(site.refundDays),
    min_age: String(site.minAge),
    terms_version_date: longDate(termsVersion(company), locale),
    delete_discount: String(company.deleteDiscount),
  };
}

function lifetimeText(entry: BrowserStorageEntry, texts: StorageTexts, language: string): string {
  if (entry.lifetime === "session" || entry.lifetime === "persistent") {
    return texts.lifetimes[entry.lifetime] ?? entry.lifetime;
  }
  const plural = new Intl.PluralRules(language).select(entry.lifetime);
  const template = texts.lifetimes[`days_${plural}`] ?? texts.lifetimes.days_other ?? "{count}";
  return template.replace(/\{\{?count\}?\}/g, String(entry.lifetime));
}

function purposeText(purpose: string, texts: StorageTexts): string {
  const value = texts.purposes?.[purpose] ?? texts[purpose];
  return typeof value === "string" ? value : purpose;
}

/** The cookie page's table: what the product keeps in a member's browser (staff-only entries left out). */
export function storageTable(texts: StorageTexts, language: string): string {
  const cell = (text: string) => escapeMarkdown(text);
  const { headers } = texts;
  const rows = BROWSER_STORAGE.filter((entry) => !entry.staffOnly).map((entry) =>
    [
      `\`${entry.name}\``,
      cell(texts.kinds[entry.kind] ?? entry.kind),
      cell(texts.categories[entry.category] ?? entry.category),
      cell(lifetimeText(entry, texts, language)),
      cell(purposeText(entry.purpose, texts)),
    ].join(" | "),
  );
  const head = [headers.name, headers.kind, headers.category, headers.lifetime, headers.purpose].map(cell);
  return [head.join(" | "), head.map(() => "---").join(" | "), ...rows].map((row) => `| ${row} |`).join("\n");
}

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The Markdown with its placeholders filled; an unknown name stays as typed, so staff see their typo. */
export function fillPlaceholders(source: string, context: PageContext, asMarkdown: boolean): string {
  const values: Record<string, string> = placeholderValues(context);
  return source.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === "storage_table") {
      if (!asMarkdown) return "";
      return context.storageTexts ? `\n\n${storageTable(context.storageTexts, context.language)}\n\n` : "";
    }
    const value = values[name];
    if (value === undefined) return whole;
    return asMarkdown ? escapeMarkdown(value) : value;
  });
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("")
    .trim();
}

/** The FAQ's `## section` / `### question` structure, each answer the HTML of what follows its question. */
function faqSections(tokens: Token[], env: Record<string, unknown>): FaqSection[] {
  const sections: FaqSection[] = [];
  let answer: { question: string; start: number } | null = null;
  const close = (end: number) => {
    if (!answer) return;
    let section = sections.at(-1);
    if (!section) {
      section = { title: "", items: [] };
      sections.push(section);
    }
    const html = markdown.renderer.render(tokens.slice(answer.start, end), markdown.options, env).trim();
    section.items.push({ question: answer.question, html });
    answer = null;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (token.type !== "heading_open" || (token.tag !== "h2" && token.tag !== "h3")) continue;
    close(i);
    const text = inlineText(tokens[i + 1]);
    if (token.tag === "h2") sections.push({ title: text, items: [] });
    else answer = { question: text, start: i + 3 };
  }
  close(tokens.length);
  return sections;
}

/** A page's title and Markdown, placeholders filled, as sanitised HTML (and, for the FAQ, its sections). */
export function renderPage(
  page: { slug?: string | undefined; title: string; body: string },
  context: PageContext,
): RenderedPage {
  const env: Record<string, unknown> = {};
  const tokens = markdown.parse(fillPlaceholders(page.body, context, true), env);
  return {
    title: fillPlaceholders(page.title, context, false),
    html: markdown.renderer.render(tokens, markdown.options, env),
    faq: page.slug === "faq" ? faqSections(tokens, env) : null,
  };
}
