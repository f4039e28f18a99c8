/**
 * renderNotificationMail: one notification's mail, or the daily digest when several items come together
 * (a card per item), as subject, HTML, plain text and the RFC 8058 unsubscribe headers. renderPushText:
 * the short title and body of a push message. Both in the member's language. The mail's look is the
 * account mails' (lib/mail/templates/layout.ts); message contents are never in it (the payloads lack them).
 */
import { formatLocale, type SupportedLocale } from "@amora/contract/locales";
import { escapeHtml } from "../../../lib/mail/html.ts";
import { textFiller } from "../../../lib/mail/templates/fill.ts";
import {
  BRAND,
  FONT,
  mailButton,
  mailDocument,
  mailFooter,
  textDocument,
  textSignature,
} from "../../../lib/mail/templates/layout.ts";
import { MAIL_TEXTS } from "../../../lib/mail/templates/render-mail.ts";
import type {
  AboutMember,
  NotificationItem,
  NotificationMailInput,
  PushText,
  RenderedNotificationMail,
} from "../notification-mail.ts";
import {
  fictionalIconText,
  type MemberWords,
  memberGridHtml,
  memberGridText,
  memberHeroHtml,
  memberRowHtml,
  memberText,
} from "./member-blocks.ts";
import {
  type ContentContext,
  type ItemContent,
  itemContent,
  NOTIFICATION_TEXTS,
  speaker,
} from "./notification-content.ts";

interface RenderedItem {
  item: NotificationItem;
  content: ItemContent;
}

/** Staff news keeps its own line breaks; everything else is one line of text per paragraph. */
const paragraphHtml = (text: string, style = "") =>
  `<p style="margin:0 0 14px;${style}">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

/** The figures' size by how many share the row: four or five (the spending summary in two or three currencies) fit 390 px. */
const statFontPx = (count: number) => (count <= 3 ? 28 : count === 4 ? 22 : 18);

function statsHtml(stats: ItemContent["stats"]): string {
  if (stats.length === 0) return "";
  const cells = stats.map(
    (
      stat,
    ) => `<td width="${Math.floor(100 / stats.length)}%" align="center" valign="top" style="${FONT}padding:14px 6px;background-color:#fbf3f7;border-radius:8px;">
<div style="font-size:${statFontPx(stats.length)}px;line-height:1.1;font-weight:bold;color:${BRAND};">${escapeHtml(stat.value)}</div>
<div style="font-size:13px;line-height:1.3;color:#555555;padding-top:4px;">${escapeHtml(stat.label)}</div>
</td>`,
  );
  const spaced = cells.join(`\n<td width="8" style="font-size:0;line-height:0;">&nbsp;</td>\n`);
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px;"><tr>${spaced}</tr></table>`;
}

function notesHtml(notes: ItemContent["notes"]): string {
  return notes
    .map(({ text, link }) => {
      const after = link
        ? ` <a href="${escapeHtml(link.url)}" style="color:${BRAND};font-weight:bold;">${escapeHtml(link.label)}</a>`
        : "";
      return `<p style="margin:0 0 14px;">${escapeHtml(text)}${after}</p>`;
    })
    .join("\n");
}

function codeHtml(code: string | null, label: string): string {
  if (!code) return "";
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:4px auto 20px;"><tr><td align="center" style="${FONT}border:2px dashed ${BRAND};border-radius:8px;padding:10px 28px;background-color:#fbf3f7;">
<div style="font-size:12px;text-transform:uppercase;letter-spacing:1px;color:#555555;">${escapeHtml(label)}</div>
<div style="font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:24px;font-weight:bold;letter-spacing:3px;color:${BRAND};">${escapeHtml(code)}</div>
</td></tr></table>`;
}

/** An item's body: the member, the words, the numbers or code, the grid, the button. */
function itemBodyHtml(
  rendered: RenderedItem,
  words: MemberWords,
  codeLabel: string,
  inDigest: boolean,
): string {
  const { item, content } = rendered;
  const about = item.about
    ? inDigest
      ? memberRowHtml(item.about, words)
      : memberHeroHtml(item.about, words)
    : "";
  return `${about}
${content.paragraphs.map((text) => paragraphHtml(text)).join("\n")}
${statsHtml(content.stats)}
${notesHtml(content.notes)}
${codeHtml(content.code, codeLabel)}
${item.members.length > 0 ? memberGridHtml(item.members, words) : ""}
<div style="padding:6px 0 4px;">${mailButton(content.button, item.link)}</div>`;
}

function itemText(rendered: RenderedItem, words: MemberWords, codeLabel: string): string[] {
  const { item, content } = rendered;
  return [
    ...(item.about ? [memberText(item.about, words)] : []),
    ...content.paragraphs,
    ...(content.stats.length > 0
      ? [content.stats.map((stat) => `${stat.value} ${stat.label}`).join("\n")]
      : []),
    ...content.notes.map(({ text, link }) => (link ? `${text}\n${link.label}\n${link.url}` : text)),
    ...(content.code ? [`${codeLabel}\n${content.code}`] : []),
    ...(item.members.length > 0 ? [memberGridText(item.members, words)] : []),
    // No colon after the label: its spacing differs between languages (French puts a space before it).
    `${content.button}\n${item.link}`,
  ];
}

/** One item of the daily digest: a framed card under the item's heading. */
function digestCardHtml(rendered: RenderedItem, words: MemberWords, codeLabel: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;border:1px solid #eadfe5;border-radius:10px;">
<tr><td style="${FONT}padding:18px 18px 16px;font-size:15px;line-height:1.5;color:#333333;">
<h2 style="margin:0 0 14px;font-size:18px;line-height:1.3;color:#222222;">${escapeHtml(rendered.content.heading)}</h2>
${itemBodyHtml(rendered, words, codeLabel, true)}
</td></tr></table>`;
}

const H1 = "margin:0 0 18px;font-size:24px;line-height:1.3;color:#222222;";

export function renderNotificationMail(input: NotificationMailInput): RenderedNotificationMail {
  if (input.items.length === 0) throw new Error("a notification mail needs at least one item");
  const { language, site } = input;
  const texts = NOTIFICATION_TEXTS[language];
  const common = MAIL_TEXTS[language];
  const fill = textFiller(language, { site: site.name, name: input.name });
  const context: ContentContext = {
    language,
    siteName: site.name,
    siteLanguage: site.language,
    locale: formatLocale(language, site.domainLanguage),
    timeZone: input.timeZone ?? "UTC",
  };
  const items = input.items.map((item) => ({ item, content: itemContent(item, context) }));
  const words: MemberWords = {
    nameLine: (member: AboutMember) => fill(texts.memberName, { name: member.name, age: String(member.age) }),
    fictionalIcon: site.fictionalIcon,
  };
  const codeLabel = fill(texts.codeLabel);
  const digest = items.length > 1;
  const [first] = items as [RenderedItem, ...RenderedItem[]];

  const more = items.length - 1;
  const subject = digest
    ? speaker(language, { first: first.content.subject, more: String(more) }, { more })(texts.digest.subject)
    : first.content.subject;
  const heading = digest ? fill(texts.digest.heading) : first.content.heading;
  const reason = digest ? fill(texts.digest.reason) : fill(texts.reasons[first.item.type]);
  const greeting = fill(common.greeting);
  const signOff = fill(common.signOff);
  const unsubscribeLabel = digest ? texts.unsubscribeAll : texts.unsubscribeOne;

  const body = digest
    ? [
        paragraphHtml(fill(texts.digest.intro)),
        ...items.map((rendered) => digestCardHtml(rendered, words, codeLabel)),
      ].join("\n")
    : itemBodyHtml(first, words, codeLabel, false);

  const rows = `<tr><td style="${FONT}padding:28px 24px 12px;font-size:16px;line-height:1.5;color:#333333;">
<h1 style="${H1}">${escapeHtml(heading)}</h1>
${paragraphHtml(greeting)}
${body}
</td></tr>
<tr><td style="${FONT}padding:8px 24px 24px;font-size:15px;line-height:1.5;color:#222222;">
${paragraphHtml(signOff, "margin:0;")}
</td></tr>`;
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#888888;text-decoration:underline;">${escapeHtml(label)}</a>`;
  const footer = mailFooter({
    reason,
    extraHtml: `<p style="margin:0 0 8px;">${escapeHtml(fill(texts.settingsLead))} ${link(input.settingsUrl, fill(texts.settingsLink))}.<br>${link(input.unsubscribe.page, fill(unsubscribeLabel))}</p>\n`,
    supportLead: fill(common.supportLead),
    supportEmail: site.supportEmail,
    siteName: site.name,
  });
  const html = mailDocument({
    language,
    subject,
    preheader: digest ? fill(texts.digest.intro) : (first.content.paragraphs[0] ?? heading),
    siteName: site.name,
    rows,
    footer,
  });

  const text = textDocument([
    heading,
    greeting,
    ...(digest
      ? [
          fill(texts.digest.intro),
          ...items.map((rendered) =>
            [rendered.content.heading.toUpperCase(), ...itemText(rendered, words, codeLabel)].join("\n\n"),
          ),
        ]
      : itemText(first, words, codeLabel)),
    signOff,
    textSignature([
      reason,
      `${fill(texts.settingsLead)} ${fill(texts.settingsLink)}\n${input.settingsUrl}`,
      `${fill(unsubscribeLabel)}\n${input.unsubscribe.page}`,
      `${fill(common.supportLead)} ${site.supportEmail}`,
    ]),
  ]);

  return {
    subject,
    html,
    text,
    headers: {
      // RFC 8058: a mailbox provider POSTs "List-Unsubscribe=One-Click" to the https URL, no login, no page.
      "List-Unsubscribe": `<${input.unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * A push message's words: the member concerned as the title ("Lucas (34)", with the site's fictional icon
 * after a fictional profile's name: a push has no room for the warning), or the site's name; the body says
 * what happened.
 */
export function renderPushText(
  item: NotificationItem,
  language: SupportedLocale,
  siteName: string,
  options: { fictionalIcon?: string; timeZone?: string; domainLanguage?: string } = {},
): PushText {
  const content = itemContent(item, {
    language,
    siteName,
    locale: formatLocale(language, options.domainLanguage),
    timeZone: options.timeZone ?? "UTC",
  });
  const about = item.about;
  if (!about) return { title: siteName, body: content.push };
  // The schema's default icon when the caller has not passed the site's own.
  const mark = about.fictionalWarning ? ` ${fictionalIconText(options.fictionalIcon ?? "✱")}` : "";
  return { title: `${about.name} (${about.age})${mark}`, body: content.push };
}
