/**
 * The member a notification is about, as mail HTML and plain text: their photo (or a coloured initial),
 * name, age and city, and for a fictional profile the site's icon and warning, as visible as on the site.
 * Every value is escaped here; callers pass raw texts.
 */
import { escapeHtml } from "../../../lib/mail/html.ts";
import { BRAND, FONT } from "../../../lib/mail/templates/layout.ts";
import type { AboutMember } from "../notification-mail.ts";

/** What a block needs besides the member: the filled texts of the member's language and the site's icon. */
export interface MemberWords {
  /** "Lucas, 34" in the member's language. */
  nameLine(member: AboutMember): string;
  fictionalIcon: string;
}

/** A site's icon is a character or an image; an image shows at the size of the text beside it. */
const isImageUrl = (icon: string) => /^https?:\/\//i.test(icon);

export function fictionalIconHtml(icon: string): string {
  return isImageUrl(icon)
    ? `<img src="${escapeHtml(icon)}" width="16" height="16" alt="" style="vertical-align:-2px;border:0;">`
    : `<span aria-hidden="true">${escapeHtml(icon)}</span>`;
}

/** Plain text and push titles cannot show an image icon: the site's schema default mark stands in. */
export const fictionalIconText = (icon: string) => (isImageUrl(icon) ? "✱" : icon);

/** Initial backgrounds: picked by profile id, so one member keeps one colour across mails. */
const INITIAL_COLOURS = ["#d42a74", "#f08a24", "#7b5ea7", "#2a9d8f", "#3d7dd8", "#c0392b"];

/**
 * The photo at width × width·5/4 (the site's portrait ratio; its alt is the name and age, what a blocked
 * image still tells), or, without one, a coloured circle with the initial in a tinted box of the same size,
 * so a grid's rows stay aligned.
 */
function photoHtml(member: AboutMember, words: MemberWords, width: number): string {
  const height = Math.round((width * 5) / 4);
  const label = escapeHtml(words.nameLine(member));
  if (member.photoUrl) {
    return `<img src="${escapeHtml(member.photoUrl)}" width="${width}" height="${height}" alt="${label}" style="display:block;margin:0 auto;width:${width}px;height:${height}px;border:0;border-radius:10px;object-fit:cover;background-color:#f4f1f3;">`;
  }
  const colour = INITIAL_COLOURS[member.profileId % INITIAL_COLOURS.length];
  const initial = escapeHtml(Array.from(member.name.trim())[0]?.toUpperCase() ?? "?");
  const circle = Math.round(width * 0.7);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td width="${width}" height="${height}" align="center" valign="middle" bgcolor="#f4f1f3" style="width:${width}px;height:${height}px;border-radius:10px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td width="${circle}" height="${circle}" align="center" valign="middle" bgcolor="${colour}" role="img" aria-label="${label}" style="${FONT}width:${circle}px;height:${circle}px;border-radius:50%;font-size:${Math.round(circle * 0.5)}px;font-weight:bold;color:#ffffff;">${initial}</td></tr></table>
</td></tr></table>`;
}

function nameHtml(member: AboutMember, words: MemberWords, size: number): string {
  const mark = member.fictionalWarning
    ? ` <span style="color:${BRAND};">${fictionalIconHtml(words.fictionalIcon)}</span>`
    : "";
  return `<div style="${FONT}font-size:${size}px;line-height:1.3;font-weight:bold;color:#222222;">${escapeHtml(words.nameLine(member))}${mark}</div>
<div style="${FONT}font-size:14px;line-height:1.4;color:#666666;">${escapeHtml(member.city)}</div>`;
}

/** The site's warning in a tinted box: read, not hidden in small print. */
export function warningHtml(warning: string, icon: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="${FONT}background-color:#fff4e0;border:1px solid #f2c27b;border-radius:6px;padding:8px 12px;font-size:13px;line-height:1.45;color:#5c3b00;text-align:left;"><strong>${fictionalIconHtml(icon)}</strong> ${escapeHtml(warning)}</td></tr></table>`;
}

/** The member a single mail is about: a large centred portrait. */
export function memberHeroHtml(member: AboutMember, words: MemberWords): string {
  const warning = member.fictionalWarning
    ? `<tr><td style="padding:12px 0 0;">${warningHtml(member.fictionalWarning, words.fictionalIcon)}</td></tr>`
    : "";
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;">
<tr><td align="center" style="padding:0 0 12px;">${photoHtml(member, words, 144)}</td></tr>
<tr><td align="center">${nameHtml(member, words, 20)}</td></tr>
${warning}
</table>`;
}

/** The member a digest card is about: a small portrait beside the name. */
export function memberRowHtml(member: AboutMember, words: MemberWords): string {
  const warning = member.fictionalWarning
    ? `<tr><td colspan="2" style="padding:10px 0 0;">${warningHtml(member.fictionalWarning, words.fictionalIcon)}</td></tr>`
    : "";
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 14px;">
<tr><td width="64" valign="middle" style="padding:0 14px 0 0;">${photoHtml(member, words, 64)}</td>
<td valign="middle">${nameHtml(member, words, 17)}</td></tr>
${warning}
</table>`;
}

/**
 * The weekly mail's new members, three to a row; fictional ones carry the icon, and the warning follows
 * the grid once (as the site's search grid explains its icon under the cards).
 */
export function memberGridHtml(members: AboutMember[], words: MemberWords): string {
  const rows: string[] = [];
  for (let i = 0; i < members.length; i += 3) {
    const cells = members.slice(i, i + 3).map(
      (member) => `<td width="33%" valign="top" align="center" style="padding:0 6px 16px;">
${photoHtml(member, words, 148)}
<div style="height:8px;line-height:8px;">&nbsp;</div>
${nameHtml(member, words, 15)}
</td>`,
    );
    while (cells.length < 3) cells.push(`<td width="33%" style="padding:0 6px 16px;">&nbsp;</td>`);
    rows.push(`<tr>${cells.join("\n")}</tr>`);
  }
  const warning = members.find((member) => member.fictionalWarning)?.fictionalWarning;
  const warningRow = warning
    ? `<tr><td colspan="3" style="padding:0 6px 8px;">${warningHtml(warning, words.fictionalIcon)}</td></tr>`
    : "";
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;table-layout:fixed;">
${rows.join("\n")}
${warningRow}
</table>`;
}

/** "Lucas, 34 ✱ · Lyon", then the warning on its own line when the profile is fictional. */
export function memberText(member: AboutMember, words: MemberWords): string {
  const mark = member.fictionalWarning ? ` ${fictionalIconText(words.fictionalIcon)}` : "";
  const line = `${words.nameLine(member)}${mark} · ${member.city}`;
  return member.fictionalWarning ? `${line}\n${member.fictionalWarning}` : line;
}

/** The weekly grid as text: one member a line, the warning once after them. */
export function memberGridText(members: AboutMember[], words: MemberWords): string {
  const lines = members.map((member) => {
    const mark = member.fictionalWarning ? ` ${fictionalIconText(words.fictionalIcon)}` : "";
    return `- ${words.nameLine(member)}${mark} · ${member.city}`;
  });
  const warning = members.find((member) => member.fictionalWarning)?.fictionalWarning;
  return [...lines, ...(warning ? [warning] : [])].join("\n");
}
