/**
 * The landers' A/B variants (issue 16). When a lander page is asked for, the visit is given one of the site's
 * variants of that lander by weight (none: the one variant "a"). A visitor keeps theirs: with statistics
 * consent (`consent` = "all") in the `lv` cookie, else by a hash of their address, browser, site and lander,
 * so a reload shows the same variant and nothing is stored in the browser. The variant travels to the page
 * in the boot data (plugins/web-app.ts) and into the visit counts (features/figures/figure-counters.ts).
 */
import { createHash } from "node:crypto";
import { CONSENT_COOKIE, LANDER_VARIANT_COOKIE, LANDER_VARIANT_COOKIE_DAYS } from "@amora/contract/cookies";
import {
  BOUNCE_MAX_SECONDS,
  type LanderBounce,
  type LanderVariant,
  type LanderVariantCreate,
  type LanderVariantUpdate,
  VARIANT_PATTERN,
} from "@amora/contract/lander-variants";
import type { Lander, LanderVisit } from "@amora/contract/landers";
import { pickDefaultLocale } from "@amora/contract/locales";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { landerOf } from "../figures/figure-counters.ts";
import { audit } from "../staff/audit.service.ts";
import {
  deleteVariant,
  insertBounce,
  insertVariant,
  selectSiteVariants,
  selectVariant,
  selectVariantsOf,
  updateVariant,
  type VariantRow,
} from "./lander-variants.queries.ts";

/** The variant of a lander that has none of its own. */
export const DEFAULT_VARIANT = "a";
/** How long a process trusts the variants it read: a lander is asked for often, an edit is rare. */
const CACHE_MS = 30_000;

const cache = new Map<string, { at: number; rows: Promise<VariantRow[]> }>();

/** The site's variants of a lander, read at most every CACHE_MS per process. */
function variantsOf(db: Db, siteId: number, lander: string): Promise<VariantRow[]> {
  const key = `${siteId}|${lander}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rows;
  const rows = selectVariantsOf(db, siteId, lander);
  cache.set(key, { at: Date.now(), rows });
  rows.catch(() => cache.delete(key));
  return rows;
}

/** A point in [0, 1) from the visitor's address, browser, site and lander: the same for each reload. */
export function visitorPoint(ip: string, userAgent: string, siteId: number, lander: string): number {
  const digest = createHash("sha256")
    .update(`${ip}\u0000${userAgent}\u0000${siteId}\u0000${lander}`)
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** The variant at `point` of the variants' weights; paused ones (0) are never given to a new visitor. */
export function pickVariant(rows: readonly Pick<VariantRow, "variant" | "weight">[], point: number): string {
  const live = rows.filter((row) => row.weight > 0);
  if (live.length === 0) return rows[0]?.variant ?? DEFAULT_VARIANT;
  const total = live.reduce((sum, row) => sum + row.weight, 0);
  let at = point * total;
  for (const row of live) {
    if (at < row.weight) return row.variant;
    at -= row.weight;
  }
  return live[live.length - 1]?.variant ?? DEFAULT_VARIANT;
}

/** The `lv` cookie's pairs, "gallery:b.video:a" → { gallery: "b", video: "a" }; anything odd is left out. */
export function parseVariantCookie(value: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of (value ?? "").split(".")) {
    const [lander, variant] = part.split(":");
    if (lander && variant && /^[a-z]{1,40}$/.test(lander) && VARIANT_PATTERN.test(variant)) {
      pairs[lander] = variant;
    }
  }
  return pairs;
}

function formatVariantCookie(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([lander, variant]) => `${lander}:${variant}`)
    .join(".");
}

function headlineOf(row: VariantRow | undefined, language: string, siteLanguage: string): string | null {
  const headline = row?.headline ?? {};
  return headline[language] || headline[siteLanguage] || null;
}

/**
 * The variant this visit of `lander` gets, with its headline in the page's language. With statistics consent
 * the choice is (re)written to the `lv` cookie; a cookie naming a variant that no longer exists is ignored.
 */
export async function landerVisitFor(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  lander: Lander,
  language: string,
): Promise<LanderVisit> {
  const site = request.site;
  const rows = await variantsOf(db, site.id, lander);
  const consented = request.cookies[CONSENT_COOKIE] === "all";
  const stored = consented ? parseVariantCookie(request.cookies[LANDER_VARIANT_COOKIE]) : {};
  const kept = stored[lander];
  const known = (variant: string | undefined) =>
    variant !== undefined &&
    (rows.some((row) => row.variant === variant) || (rows.length === 0 && variant === DEFAULT_VARIANT));
  const variant = known(kept)
    ? (kept as string)
    : pickVariant(rows, visitorPoint(request.ip, request.headers["user-agent"] ?? "", site.id, lander));
  if (consented && kept !== variant) {
    reply.setCookie(LANDER_VARIANT_COOKIE, formatVariantCookie({ ...stored, [lander]: variant }), {
      path: "/",
      maxAge: LANDER_VARIANT_COOKIE_DAYS * 86_400,
      sameSite: "lax",
      httpOnly: true,
      secure: request.protocol === "https",
    });
  }
  // A visitor who took the consent back keeps nothing of ours beyond the necessary: the old choice goes.
  if (!consented && request.cookies[LANDER_VARIANT_COOKIE] !== undefined) {
    reply.clearCookie(LANDER_VARIANT_COOKIE, { path: "/" });
  }
  const query = new URLSearchParams(request.url.split("?")[1] ?? "");
  return {
    lander,
    variant,
    headline: headlineOf(
      rows.find((row) => row.variant === variant),
      language,
      pickDefaultLocale(site.domainLanguage),
    ),
    bounceLogging: query.has("lb"),
  };
}

/** The visit's variant when the page is a lander (plugins/web-app.ts asks for every page), else null. */
export async function landerVisitOfPage(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  language: string,
): Promise<LanderVisit | null> {
  const lander = landerOf(pathname) as Lander | null;
  return lander ? landerVisitFor(db, request, reply, lander, language) : null;
}

/** Stores a bounce of a variant the site has (or the default one of a lander without variants). */
export async function recordBounce(db: Db, siteId: number, bounce: LanderBounce): Promise<void> {
  const rows = await variantsOf(db, siteId, bounce.lander);
  const exists =
    rows.length === 0 ? bounce.variant === DEFAULT_VARIANT : rows.some((r) => r.variant === bounce.variant);
  if (!exists) throw new AppError(404, "NOT_FOUND", "No such variant of this lander.");
  await insertBounce(db, {
    siteId,
    lander: bounce.lander,
    variant: bounce.variant,
    slug: bounce.slug || null,
    seconds: Math.min(BOUNCE_MAX_SECONDS, Math.max(0, Math.round(bounce.seconds))),
  });
}

// The back office's editor (role admin).

function toVariant(row: VariantRow): LanderVariant {
  return {
    id: row.id,
    lander: row.lander as Lander,
    variant: row.variant,
    weight: row.weight,
    headline: row.headline,
  };
}

/** Only the languages given a text: an empty headline falls back to the lander's own. */
function headlineInput(headline: LanderVariantUpdate["headline"]): Record<string, string> {
  return Object.fromEntries(Object.entries(headline).filter(([, text]) => text));
}

function forget(siteId: number, lander: string) {
  cache.delete(`${siteId}|${lander}`);
}

export async function listVariants(db: Db, siteId: number) {
  return { variants: (await selectSiteVariants(db, siteId)).map(toVariant) };
}

export async function createVariant(
  request: FastifyRequest,
  siteId: number,
  input: LanderVariantCreate,
): Promise<LanderVariant> {
  const db = request.server.db;
  const row = await insertVariant(db, {
    siteId,
    lander: input.lander,
    variant: input.variant,
    weight: input.weight,
    headline: headlineInput(input.headline),
  }).catch((error: unknown) => {
    // The site does not exist (foreign key), as the driver or drizzle's wrapper of it says.
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (code === "23503" || cause?.code === "23503") return null;
    throw error;
  });
  if (row === null) throw new AppError(404, "NOT_FOUND", "No such site.");
  if (!row) throw new AppError(400, "VALIDATION_FAILED", "This lander already has a variant of that name.");
  forget(siteId, row.lander);
  await audit(request, {
    action: "lander_variant.create",
    targetType: "lander_variant",
    targetId: row.id,
    after: toVariant(row),
  });
  return toVariant(row);
}

export async function changeVariant(
  request: FastifyRequest,
  id: number,
  input: LanderVariantUpdate,
): Promise<LanderVariant> {
  const db = request.server.db;
  const before = await selectVariant(db, id);
  if (!before) throw new AppError(404, "NOT_FOUND", "No such variant.");
  const row = await updateVariant(db, id, { weight: input.weight, headline: headlineInput(input.headline) });
  if (!row) throw new AppError(404, "NOT_FOUND", "No such variant.");
  forget(row.siteId, row.lander);
  await audit(request, {
    action: "lander_variant.update",
    targetType: "lander_variant",
    targetId: id,
    before: toVariant(before),
    after: toVariant(row),
  });
  return toVariant(row);
}

/** Removes a variant; answers the site's variants left. */
export async function removeVariant(request: FastifyRequest, id: number) {
  const db = request.server.db;
  const before = await selectVariant(db, id);
  if (!before) throw new AppError(404, "NOT_FOUND", "No such variant.");
  await deleteVariant(db, id);
  forget(before.siteId, before.lander);
  await audit(request, {
    action: "lander_variant.delete",
    targetType: "lander_variant",
    targetId: id,
    before: toVariant(before),
  });
  return listVariants(db, before.siteId);
}
