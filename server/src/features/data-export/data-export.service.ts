/**
 * Data exports (issue 17): a member asks (in settings, or logged out through a mailed link), a worker builds
 * the archive in the background (export-worker.ts) and mails a download link valid EXPORT_LINK_DAYS days,
 * for that member only. One request per EXPORT_INTERVAL_HOURS.
 */
import { type DataExportState, EXPORT_INTERVAL_HOURS, EXPORT_LINK_DAYS } from "@amora/contract/data-export";
import { formatLocale, isSupportedLocale } from "@amora/contract/locales";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.ts";
import { renderMail } from "../../lib/mail/templates/render-mail.ts";
import { hashSecretToken, newSecretToken } from "../../lib/secret-tokens.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { writeZip, type ZipEntry } from "../../lib/zip/zip-writer.ts";
import { consumeMailedRequest } from "../accounts/account-links.service.ts";
import { renderArchiveHtml } from "./archive-html.ts";
import {
  claimPendingExport,
  dropExpiredArchives,
  type ExportRow,
  insertExportUnlessSince,
  markExportFailed,
  markExportReady,
  selectArchiveByToken,
  selectLatestExport,
  selectMailTarget,
} from "./data-export.queries.ts";
import { gatherMemberData } from "./member-data.service.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long a worker holds a claimed export before another may take it over (it died). */
const CLAIM_LEASE_MS = 10 * 60_000;
/** Tries before an export is given up as failed (the member may ask again after the interval). */
const MAX_ATTEMPTS = 3;

export function exportLimitError(): AppError {
  return new AppError(
    429,
    "EXPORT_LIMIT",
    `You can ask for your data once every ${EXPORT_INTERVAL_HOURS} hours.`,
  );
}

function stateOf(row: ExportRow | undefined, now: Date): DataExportState {
  if (!row) return { status: "none", requested_at: null, expires_at: null, next_request_at: null };
  const next = new Date(row.createdAt.getTime() + EXPORT_INTERVAL_HOURS * HOUR);
  const status =
    row.status === "pending"
      ? "preparing"
      : row.status === "failed"
        ? "failed"
        : row.expiresAt && row.expiresAt > now
          ? "ready"
          : "expired";
  return {
    status,
    requested_at: row.createdAt.toISOString(),
    expires_at: status === "ready" ? (row.expiresAt?.toISOString() ?? null) : null,
    next_request_at: next > now ? next.toISOString() : null,
  };
}

export async function exportState(db: Db, userId: number, now = new Date()): Promise<DataExportState> {
  return stateOf(await selectLatestExport(db, userId), now);
}

/** Queues an export for the member; refused with EXPORT_LIMIT within the interval of the last one. */
export async function requestExport(
  db: Db,
  userId: number,
  origin: string,
  now = new Date(),
): Promise<DataExportState> {
  const row = await insertExportUnlessSince(
    db,
    { userId, origin },
    new Date(now.getTime() - EXPORT_INTERVAL_HOURS * HOUR),
  );
  if (!row) throw exportLimitError();
  return stateOf(row, now);
}

/**
 * Where a logged-out request's mailed link leads: queues the export of the account it proves. False when the
 * link is used, expired or unknown. Within the interval of an earlier export nothing new is queued, but the
 * link did its job: the member gets that export's mail (or already has it).
 */
export async function confirmExportByMail(db: Db, token: string, origin: string): Promise<boolean> {
  const user = await consumeMailedRequest(db, token, "data_export");
  if (!user) return false;
  await insertExportUnlessSince(
    db,
    { userId: user.id, origin },
    new Date(Date.now() - EXPORT_INTERVAL_HOURS * HOUR),
  );
  return true;
}

/**
 * The archive behind a download link, or NOT_FOUND: unknown, expired (EXPORT_LINK_DAYS after it was made),
 * or opened in another member's session (the link is that member's only, whoever it was forwarded to).
 */
export async function downloadExport(
  db: Db,
  token: string,
  viewerUserId: number | null,
  now = new Date(),
): Promise<{ archive: Buffer; readyAt: Date }> {
  const row = await selectArchiveByToken(db, hashSecretToken(token), now);
  if (!row?.archive || !row.readyAt || (viewerUserId !== null && viewerUserId !== row.userId)) {
    throw new AppError(404, "NOT_FOUND", "This download link is unknown or has expired.");
  }
  return { archive: row.archive, readyAt: row.readyAt };
}

export interface ExportBuildDeps {
  db: Db;
  storage: MediaStorage;
  onMailQueued: () => void;
}

/** The archive's files: data.json, index.html and the profile photos. */
async function buildArchive(deps: ExportBuildDeps, userId: number, now: Date) {
  const target = await selectMailTarget(deps.db, userId);
  const data = target && (await gatherMemberData(deps.db, userId, target.siteName));
  if (!target || !data) return null;
  const entries: ZipEntry[] = [];
  for (const photo of data.photos) {
    const bytes = await deps.storage.get(photo.storageKey);
    if (bytes && photo.file) entries.push({ name: photo.file, data: bytes });
    else photo.file = null;
  }
  const json = {
    ...data,
    photos: data.photos.map(({ storageKey: _key, ...photo }) => photo),
  };
  const language = isSupportedLocale(target.language) ? target.language : "en";
  entries.unshift(
    { name: "data.json", data: Buffer.from(JSON.stringify(json, null, 2)) },
    {
      name: "index.html",
      data: Buffer.from(
        renderArchiveHtml(data, {
          language,
          formatLocale: formatLocale(language, target.domainLanguage),
          timeZone: target.timeZone,
        }),
      ),
    },
  );
  return { zip: writeZip(entries, now), target, language, name: data.profile.name };
}

async function buildOne(deps: ExportBuildDeps, row: ExportRow, now: Date): Promise<void> {
  const built = await buildArchive(deps, row.userId, now);
  if (!built) {
    await markExportFailed(deps.db, row.id);
    return;
  }
  const { token, hash } = newSecretToken();
  const { target, language } = built;
  await deps.db.transaction(async (tx) => {
    await markExportReady(tx, row.id, {
      archive: built.zip,
      tokenHash: hash,
      readyAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_LINK_DAYS * DAY),
    });
    const rendered = renderMail("data_export_ready", {
      site: { name: target.siteName, supportEmail: target.supportEmail },
      language,
      name: built.name,
      link: `${row.origin}/api/data-export-download.php?token=${encodeURIComponent(token)}`,
    });
    await enqueueMail(tx, {
      siteId: target.siteId,
      to: target.email,
      kind: "data_export_ready",
      ...rendered,
    });
  });
  deps.onMailQueued();
}

/**
 * One run of the export worker: builds every pending export, one at a time, and drops the archives whose
 * links have expired. A failure leaves the export to the next run (its lease ends), until MAX_ATTEMPTS.
 */
export async function buildPendingExports(
  deps: ExportBuildDeps,
  onError: (error: unknown) => void,
  isStopped: () => boolean = () => false,
): Promise<number> {
  let built = 0;
  for (;;) {
    if (isStopped()) break;
    const now = new Date();
    const row = await claimPendingExport(deps.db, now, CLAIM_LEASE_MS);
    if (!row) break;
    try {
      await buildOne(deps, row, now);
      built += 1;
    } catch (error) {
      onError(error);
      if (row.attempts >= MAX_ATTEMPTS) await markExportFailed(deps.db, row.id);
      // Else its lease runs out and a later run tries again; this run stops rather than spin on it.
      else break;
    }
  }
  await dropExpiredArchives(deps.db, new Date());
  return built;
}
