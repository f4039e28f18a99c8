/**
 * An export's index.html (issue 17): data.json laid out for reading in the member's language, one section
 * after the other, self-contained (its style inline, the photos beside it in the archive, no script).
 */
import type { SupportedLocale } from "@amora/contract/locales";
import { escapeHtml } from "../../lib/mail/html.ts";
import { ARCHIVE_CODE_FIELDS, ARCHIVE_TEXTS, type ArchiveTexts } from "./archive-texts.ts";
import type { ExportConversation, ExportPhoto, MemberData } from "./member-data.service.ts";

/** The app's look (web/src/styles/_theme.scss): pink primary, soft cards, rounded corners. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f8f4f6;color:#212529;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:60rem;margin:0 auto;padding:1rem}
header{background:#b01f5f;color:#fff;padding:1.5rem 1rem;border-radius:0 0 1.25rem 1.25rem}
header div{max-width:60rem;margin:0 auto}
h1{margin:0 0 .5rem;font-size:1.5rem}
header p{margin:.25rem 0;opacity:.95}
section{background:#fff;border-radius:1.25rem;box-shadow:0 .5rem 1.5rem rgba(51,15,35,.08);padding:1rem;margin:1rem 0}
.scroll{overflow-x:auto}.scroll:focus-visible{outline:2px solid #b01f5f;outline-offset:2px}
h2{margin:0 0 .75rem;font-size:1.2rem;color:#a3205a}
h3{margin:1rem 0 .5rem;font-size:1rem}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0}
dt{color:#6c757d}dd{margin:0;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #eee;vertical-align:top}
th{color:#6c757d;font-weight:600;white-space:nowrap}
td{overflow-wrap:break-word;min-width:4rem}td time{white-space:nowrap}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.75rem}
.photos figure{margin:0}.photos img{width:100%;aspect-ratio:3/4;object-fit:cover;border-radius:.75rem}
figcaption{font-size:.8rem;color:#6c757d}
.chat{display:flex;flex-direction:column;gap:.4rem}
.msg{max-width:85%;padding:.4rem .75rem;border-radius:1rem;background:#f1e6eb}
.msg.me{align-self:flex-end;background:#b01f5f;color:#fff}
.msg time{display:block;font-size:.75rem;opacity:.8}
.empty{color:#6c757d;margin:0}
@media (max-width:30rem){dl{grid-template-columns:1fr}dt{margin-top:.5rem}}
`;

interface Render {
  texts: ArchiveTexts;
  date(value: Date): string;
  /** A calendar date stored as YYYY-MM-DD (the date of birth). */
  day(value: string): string;
  country(code: string): string;
  language(code: string): string;
}

/** A field's value in words: codes, countries and languages by name, the date of birth as a date. */
function worded(render: Render, key: string, value: string): string {
  if (ARCHIVE_CODE_FIELDS.has(key)) return render.texts.values[value] ?? value;
  if (key === "country") return render.country(value);
  if (key === "language") return render.language(value);
  if (key === "date_of_birth") return render.day(value);
  return value;
}

function isPublicProfile(value: object): value is { id: number; name: string } {
  return "id" in value && "name" in value && Object.keys(value).length === 2;
}

function cell(render: Render, value: unknown, key = ""): string {
  if (value === null || value === undefined || value === "") return "—";
  if (value instanceof Date) {
    return `<time datetime="${value.toISOString()}">${escapeHtml(render.date(value))}</time>`;
  }
  if (typeof value === "boolean") return value ? render.texts.yes : render.texts.no;
  if (typeof value === "string") return escapeHtml(worded(render, key, value));
  if (Array.isArray(value)) {
    if (value.length === 0) return "—";
    return escapeHtml(value.map((item) => worded(render, key, String(item))).join(", "));
  }
  if (typeof value === "object") {
    if (isPublicProfile(value)) return escapeHtml(value.name);
    const entries = Object.entries(value);
    return entries.length === 0 ? "—" : escapeHtml(entries.map(([k, v]) => `${k}: ${String(v)}`).join(", "));
  }
  return escapeHtml(String(value));
}

function label(render: Render, key: string): string {
  return escapeHtml(render.texts.fields[key] ?? key.replaceAll("_", " "));
}

/** A record as label and value pairs; `tables` are the keys shown as tables of their own below it. */
function details(render: Render, record: Record<string, unknown>, tables: string[] = []): string {
  const rows = Object.entries(record)
    .filter(([key]) => !tables.includes(key))
    .map(([key, value]) => `<dt>${label(render, key)}</dt><dd>${cell(render, value, key)}</dd>`);
  return `<dl>${rows.join("")}</dl>`;
}

function table(render: Render, rows: unknown[]): string {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(render.texts.empty)}</p>`;
  const keys = Object.keys(rows[0] as object);
  const head = keys.map((key) => `<th scope="col">${label(render, key)}</th>`).join("");
  const body = rows
    .map((row) => {
      const record = row as Record<string, unknown>;
      return `<tr>${keys.map((key) => `<td>${cell(render, record[key], key)}</td>`).join("")}</tr>`;
    })
    .join("");
  // Wide tables scroll sideways on a phone; the keyboard can scroll them too.
  return `<div class="scroll" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function section(render: Render, key: string, content: string): string {
  const title = escapeHtml(render.texts.sections[key] ?? key.replaceAll("_", " "));
  return `<section aria-labelledby="s-${key}"><h2 id="s-${key}">${title}</h2>${content}</section>`;
}

function photosHtml(render: Render, photos: ExportPhoto[]): string {
  if (photos.length === 0) return `<p class="empty">${escapeHtml(render.texts.empty)}</p>`;
  const figures = photos.map((photo) => {
    const caption = [photo.main ? render.texts.mainPhoto : "", render.date(photo.uploaded_at)]
      .filter(Boolean)
      .join(" · ");
    const image = photo.file
      ? `<img src="${escapeHtml(photo.file)}" alt="${escapeHtml(caption)}" loading="lazy">`
      : `<p class="empty">${escapeHtml(render.texts.photoMissing)}</p>`;
    return `<figure>${image}<figcaption>${escapeHtml(caption)}</figcaption></figure>`;
  });
  return `<div class="photos">${figures.join("")}</div>`;
}

function messageText(render: Render, message: ExportConversation["messages"][number]): string {
  const parts = [message.text];
  if (message.photo) parts.push(render.texts.photoSent);
  if (message.gift) parts.push(render.texts.giftSent.replace("{gift}", message.gift));
  return escapeHtml(parts.filter(Boolean).join(" "));
}

function conversationsHtml(render: Render, conversations: ExportConversation[]): string {
  if (conversations.length === 0) return `<p class="empty">${escapeHtml(render.texts.empty)}</p>`;
  return conversations
    .map((conversation) => {
      const messages = conversation.messages.map((message) => {
        const who = message.from === "me" ? render.texts.me : conversation.with.name;
        return `<div class="msg ${message.from}"><span class="visually-hidden">${escapeHtml(who)}: </span>${messageText(render, message)}<time>${escapeHtml(render.date(message.sent_at))}</time></div>`;
      });
      return `<h3>${escapeHtml(conversation.with.name)}</h3><div class="chat">${messages.join("")}</div>`;
    })
    .join("");
}

export function renderArchiveHtml(
  data: MemberData & object,
  options: { language: SupportedLocale; formatLocale: string; timeZone: string },
): string {
  const { language, formatLocale, timeZone } = options;
  const texts = ARCHIVE_TEXTS[language];
  const format = new Intl.DateTimeFormat(formatLocale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const dayFormat = new Intl.DateTimeFormat(formatLocale, { dateStyle: "long", timeZone: "UTC" });
  const countries = new Intl.DisplayNames(language, { type: "region", fallback: "code" });
  const languages = new Intl.DisplayNames(language, { type: "language", fallback: "code" });
  const render: Render = {
    texts,
    date: (value) => format.format(value),
    day: (value) => (Number.isNaN(Date.parse(value)) ? value : dayFormat.format(new Date(value))),
    country: (code) => countries.of(code) ?? code,
    language: (code) => languages.of(code) ?? code,
  };
  const fill = (text: string) => escapeHtml(text.replaceAll("{site}", data.site));
  const { consents, notification_settings: notifications } = data;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (key === "account") parts.push(section(render, key, details(render, data.account)));
    else if (key === "profile") parts.push(section(render, key, details(render, data.profile)));
    else if (key === "photos") parts.push(section(render, key, photosHtml(render, data.photos)));
    else if (key === "conversations") {
      parts.push(section(render, key, conversationsHtml(render, data.conversations)));
    } else if (key === "consents") {
      parts.push(
        section(
          render,
          key,
          details(render, consents, ["terms_acceptances"]) +
            `<h3>${escapeHtml(texts.sections.terms_acceptances ?? "")}</h3>${table(render, consents.terms_acceptances)}`,
        ),
      );
    } else if (key === "notification_settings") {
      parts.push(
        section(
          render,
          key,
          details(render, notifications, ["push_devices"]) +
            `<h3>${escapeHtml(texts.sections.push_devices ?? "")}</h3>${table(render, notifications.push_devices)}`,
        ),
      );
    } else if (Array.isArray(value)) parts.push(section(render, key, table(render, value)));
  }
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${fill(texts.title)}</title>
<style>${STYLE}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>
</head>
<body>
<header><div><h1>${fill(texts.title)}</h1><p>${fill(texts.intro)}</p><p>${escapeHtml(texts.jsonNote)}</p><p>${escapeHtml(texts.generated)} ${escapeHtml(render.date(data.generated_at))}</p></div></header>
<main>${parts.join("\n")}</main>
</body>
</html>
`;
}
