/** The development mailbox's two HTML pages. No script (the CSP allows none inline); inline styles only. */

import { escapeHtml } from "../../lib/mail/html.ts";
import type { QueuedMail } from "../../lib/mail/mail-queue.ts";

const STYLE =
  "font-family:system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#222;font-size:14px;";
const CELL = "padding:6px 10px;border-bottom:1px solid #eee;text-align:left;vertical-align:top;";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="${STYLE}">
${body}
</body>
</html>
`;
}

const time = (at: Date | null) => (at ? at.toISOString().replace("T", " ").slice(0, 19) : "");

export function renderMailList(mails: QueuedMail[]): string {
  const rows = mails.map(
    (m) => `<tr>
<td style="${CELL}white-space:nowrap;">${escapeHtml(time(m.createdAt))}</td>
<td style="${CELL}">${escapeHtml(m.toAddress)}</td>
<td style="${CELL}">${escapeHtml(m.kind)}</td>
<td style="${CELL}"><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td>
<td style="${CELL}">${escapeHtml(m.status)}</td>
</tr>`,
  );
  const table =
    mails.length === 0
      ? "<p>No mail yet.</p>"
      : `<table style="border-collapse:collapse;width:100%;">
<thead><tr>${["Time (UTC)", "To", "Kind", "Subject", "Status"].map((h) => `<th style="${CELL}">${h}</th>`).join("")}</tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>`;
  return page(
    "Mailbox",
    `<h1 style="font-size:20px;">Mailbox <small style="font-weight:normal;color:#888;">(development: newest first)</small></h1>\n${table}`,
  );
}

export function renderMailPage(mail: QueuedMail, from: string): string {
  const fields: [string, string][] = [
    ["From", from],
    ["To", mail.toAddress],
    ["Subject", mail.subject],
    ["Kind", mail.kind],
    ["Status", `${mail.status}${mail.attempts > 0 ? ` after ${mail.attempts} failed attempts` : ""}`],
    ["Created", time(mail.createdAt)],
    ["Sent", time(mail.sentAt)],
    ["Last error", mail.lastError ?? ""],
  ];
  const header = fields
    .filter(([, value]) => value !== "")
    .map(
      ([name, value]) =>
        `<tr><th style="${CELL}">${name}</th><td style="${CELL}">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  // Sandboxed (no scripts, no same-origin); the base target opens the mail's links outside the frame,
  // since the app's own pages refuse to be framed.
  const srcdoc = escapeHtml(mail.html.replace(/<head>/i, '<head><base target="_blank">'));
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">← All mail</a> · <a href="/dev/mailbox/${mail.id}.eml">Raw message (.eml)</a></p>
<table style="border-collapse:collapse;margin-bottom:16px;">
${header}
</table>
<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${srcdoc}" style="width:100%;height:640px;border:1px solid #ddd;"></iframe>
<h2 style="font-size:16px;">Text part</h2>
<pre style="white-space:pre-wrap;background:#f7f7f7;padding:12px;border:1px solid #eee;">${escapeHtml(mail.text)}</pre>`,
  );
}
