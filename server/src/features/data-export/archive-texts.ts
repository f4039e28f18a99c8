/**
 * The words of an export's index.html (issue 17): the page's frame, the section titles and the names of the
 * fields, per language in locales/<language>/server/archive.json. A field without a name shows its data.json key.
 */
import { serverTexts } from "../../lib/locale-files.ts";

export interface ArchiveTexts {
  title: string;
  intro: string;
  jsonNote: string;
  generated: string;
  empty: string;
  yes: string;
  no: string;
  me: string;
  photoSent: string;
  giftSent: string;
  mainPhoto: string;
  photoMissing: string;
  sections: Record<string, string>;
  fields: Record<string, string>;
  /** The words for stored codes (see ARCHIVE_CODE_FIELDS); a code without one shows as stored. */
  values: Record<string, string>;
}

/** The fields whose values are codes the page words with `values`. */
export const ARCHIVE_CODE_FIELDS = new Set([
  "status",
  "seeking",
  "gender",
  "sexuality",
  "body_type",
  "relationship_status",
  "source",
  "reason",
  "suppressions",
  "moderation",
  "answer",
  "action",
  "appeal_outcome",
]);

export const ARCHIVE_TEXTS = serverTexts<ArchiveTexts>("archive");
