/**
 * The one layout every mail shares, as HTML and as plain text. HTML for mail clients: tables, inline styles,
 * a bulletproof button (a coloured cell, so it shows even where images and CSS backgrounds do not).
 * The account mails use renderHtml/renderText whole; the notification mails build their own body from the
 * same pieces (mailDocument, mailButton, mailFooter, paragraph), so every mail of a site looks alike.
 */
import { escapeHtml } from "../html.ts";

/** A mail's content, filled in and not yet escaped: the layout escapes every value it writes into HTML. */
export interface MailContent {
  language: string;
  subject: string;
  siteName: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  link: string;
  linkHint: string;
  notes: string[];
  signOff: string;
  reason: string;
  supportLead: string;
  supportEmail: string;
}

export const BRAND = "#d42a74";
export const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

/** One escaped paragraph. */
export const paragraph = (text: string, style = "") =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

/** The call to action: a coloured cell around the link, centred. */
export function mailButton(label: string, link: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr>
<td align="center" bgcolor="${BRAND}" style="border-radius:6px;"><a href="${escapeHtml(link)}" style="${FONT}display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td>
</tr></table>`;
}

/** The small print under the card: why this mail came, any further lines (already HTML), support, site. */
export function mailFooter(c: {
  reason: string;
  extraHtml?: string;
  supportLead: string;
  supportEmail: string;
  siteName: string;
}): string {
  return `${paragraph(c.reason, "margin-bottom:8px;")}
${c.extraHtml ?? ""}<p style="margin:0 0 8px;">${escapeHtml(c.supportLead)} <a href="${escapeHtml(`mailto:${c.supportEmail}`)}" style="color:#888888;">${escapeHtml(c.supportEmail)}</a></p>
<p style="margin:0;">${escapeHtml(c.siteName)}</p>`;
}

/**
 * The page around a mail: head, hidden preheader (the line inboxes show after the subject), the white card
 * under the site's brand bar, and the footer. `rows` are the card's table rows, `footer` its HTML.
 */
export function mailDocument(c: {
  language: string;
  subject: string;
  preheader: string;
  siteName: string;
  rows: string;
  footer: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(c.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(c.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f1f3;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(c.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f1f3;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="${FONT}background-color:${BRAND};border-radius:8px 8px 0 0;padding:20px 24px;font-size:22px;font-weight:bold;color:#ffffff;">${escapeHtml(c.siteName)}</td></tr>
${c.rows}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="${FONT}padding:16px 24px;font-size:12px;line-height:1.5;color:#888888;text-align:center;">
${c.footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function renderHtml(c: MailContent): string {
  const link = escapeHtml(c.link);
  const rows = `<tr><td style="${FONT}padding:28px 24px 8px;font-size:16px;line-height:1.5;color:#222222;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#222222;">${escapeHtml(c.heading)}</h1>
${[c.greeting, ...c.paragraphs].map((text) => paragraph(text)).join("\n")}
</td></tr>
<tr><td align="center" style="padding:8px 24px 24px;">
${mailButton(c.button, c.link)}
</td></tr>
<tr><td style="${FONT}padding:0 24px 24px;font-size:14px;line-height:1.5;color:#555555;">
${paragraph(c.linkHint, "margin-bottom:4px;")}
<p style="margin:0 0 16px;word-break:break-all;"><a href="${link}" style="color:${BRAND};">${link}</a></p>
${c.notes.map((text) => paragraph(text)).join("\n")}
${paragraph(c.signOff, "color:#222222;")}
</td></tr>`;
  return mailDocument({
    language: c.language,
    subject: c.subject,
    preheader: c.paragraphs[0] ?? c.heading,
    siteName: c.siteName,
    rows,
    footer: mailFooter(c),
  });
}

/** The plain-text signature: "-- " (with its space) is the delimiter mail clients recognise and fold away. */
export const textSignature = (lines: string[]) => `-- \n${lines.join("\n")}`;

/** Blocks separated by blank lines, ending with a newline. */
export const textDocument = (blocks: string[]) => `${blocks.join("\n\n")}\n`;

export function renderText(c: MailContent): string {
  return textDocument([
    c.heading,
    c.greeting,
    ...c.paragraphs,
    // No colon after the label: its spacing differs between languages (French puts a space before it).
    `${c.button}\n${c.link}`,
    ...c.notes,
    c.signOff,
    textSignature([c.reason, `${c.supportLead} ${c.supportEmail}`]),
  ]);
}
