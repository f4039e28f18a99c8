/**
 * English's server texts, type-checked against the types the code reads them through (decision 057): every
 * other language is held to English's shape by i18n-texts.test.ts, and English is held to the types here, so
 * a text the code needs cannot go missing from the JSON without `npm run typecheck` failing. Not imported.
 */

import archive from "../../locales/en/server/archive.json" with { type: "json" };
import mail from "../../locales/en/server/mail.json" with { type: "json" };
import notifications from "../../locales/en/server/notifications.json" with { type: "json" };
import type { ArchiveTexts } from "./features/data-export/archive-texts.ts";
import type { NotificationTexts } from "./features/notifications/templates/notification-texts.ts";
import type { MailTexts } from "./lib/mail/templates/mail-texts.ts";

export const ENGLISH_SERVER_TEXTS: [MailTexts, NotificationTexts, ArchiveTexts] = [
  mail,
  notifications,
  archive,
];
