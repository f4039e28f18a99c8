/**
 * The member's signed-in devices (contract/src/sessions.ts): listing them, signing one or all others out,
 * and the mail that tells the member of a sign-in from a device or place not seen lately.
 */
import { isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
import type { MemberSession } from "@amora/contract/sessions";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { InvalidationBus } from "../../lib/cache/invalidation-bus.ts";
import type { GeoIp } from "../../lib/geoip.ts";
import { serverTexts } from "../../lib/locale-files.ts";
import { hashSecretToken } from "../../lib/secret-tokens.ts";
import { deviceOf, maskedAddress, parseDevice } from "../../lib/user-agent.ts";
import type { AccountContext } from "./account-mailer.ts";
import type { UserRow } from "./accounts.queries.ts";
import { formatUntil } from "./accounts.service.ts";
import { queueSecurityMail } from "./security-mails.ts";
import { selectLoginsBetween, selectMemberSessions, selectNewestLogins } from "./session-list.queries.ts";
import { endMemberSessions, endSession } from "./sessions.ts";

/** A sign-in from a device and place not among the member's sessions and sign-ins of this many days is mailed. */
export const NEW_DEVICE_DAYS = 90;

/**
 * The id a session is shown and named by: 16 characters of a hash of its stored hash. The stored hash is
 * the sessions table's key; this one opens nothing and finds no row without the member's own list.
 */
export function publicSessionId(idHash: string): string {
  return hashSecretToken(idHash).slice(0, 16);
}

interface SessionRow {
  idHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

function view(row: SessionRow, geoIp: GeoIp, currentIdHash: string): MemberSession {
  return {
    id: publicSessionId(row.idHash),
    device: parseDevice(row.userAgent),
    country: row.ip ? geoIp.countryOf(row.ip) : null,
    address: maskedAddress(row.ip),
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.idHash === currentIdHash,
  };
}

/** The member's live sessions, the one in use first, then the most recently used. */
export async function listSessions(
  db: Db,
  geoIp: GeoIp,
  userId: number,
  currentIdHash: string,
): Promise<MemberSession[]> {
  const rows = await selectMemberSessions(db).execute({ userId });
  const sessions = rows.map((row) => view(row, geoIp, currentIdHash));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/**
 * Signs out one of the member's other sessions, on every process at once. Another member's session, an
 * ended one or an unknown id are all "no such session": the answer tells nothing of other members.
 */
export async function endListedSession(
  db: Db,
  bus: InvalidationBus,
  userId: number,
  currentIdHash: string,
  id: string,
): Promise<void> {
  if (id === publicSessionId(currentIdHash)) throw invalidFields([{ field: "id", code: "current_session" }]);
  const rows = await selectMemberSessions(db).execute({ userId });
  const row = rows.find((candidate) => publicSessionId(candidate.idHash) === id);
  if (!row) throw new AppError(404, "NOT_FOUND", "You have no such session.");
  await endSession(db, bus, row.idHash);
}

/** Signs out every session of the member but the one in use; answers how many there were. */
export async function endOtherSessions(
  db: Db,
  bus: InvalidationBus,
  userId: number,
  currentIdHash: string,
): Promise<number> {
  const others = (await selectMemberSessions(db).execute({ userId })).filter(
    (row) => row.idHash !== currentIdHash,
  );
  await endMemberSessions(db, bus, userId, currentIdHash);
  return others.length;
}

/** Where a sign-in came from, as compared: the country when known, else the masked address. */
function placeKey(geoIp: GeoIp, ip: string | null): string {
  return (ip ? geoIp.countryOf(ip) : null) ?? maskedAddress(ip) ?? "";
}

/** The browser family and system: a browser update is no new device. */
function deviceKey(userAgent: string | null | undefined): string {
  const { browser, system } = parseDevice(userAgent);
  return `${browser ?? "?"}/${system ?? "?"}`;
}

function signInKey(geoIp: GeoIp, ip: string | null, userAgent: string | null | undefined): string {
  return `${deviceKey(userAgent)}@${placeKey(geoIp, ip)}`;
}

/** The new sign-in mail's few words of its own (locales/<language>/server/sessions.json). */
export const MAIL_WORDS = serverTexts<{ on: string; unknownDevice: string; unknownPlace: string }>(
  "sessions",
);

function placeText(geoIp: GeoIp, ip: string, language: SupportedLocale, unknown: string): string {
  const country = geoIp.countryOf(ip);
  const address = maskedAddress(ip);
  const countryName = country ? new Intl.DisplayNames([language], { type: "region" }).of(country) : null;
  if (countryName && address) return `${countryName} (${address})`;
  return countryName ?? address ?? unknown;
}

/**
 * After a member's sign-in (its member_logins row written, its session not yet made): queues the "new
 * sign-in" mail when neither their live sessions nor their sign-ins of the last NEW_DEVICE_DAYS days came
 * from this device (browser family and system) at this place (country, else masked address). Never on a
 * member's very first sign-in: the signup's device is all there is to compare with. Answers whether a
 * mail was queued.
 */
export async function noticeNewSignIn(
  ctx: AccountContext,
  geoIp: GeoIp,
  user: UserRow,
  ip: string,
  userAgent: string | undefined,
): Promise<boolean> {
  const [thisLogin, earlier] = await selectNewestLogins(ctx.db).execute({ userId: user.id });
  if (!thisLogin || !earlier) return false;
  const [sessions, logins] = await Promise.all([
    selectMemberSessions(ctx.db).execute({ userId: user.id }),
    selectLoginsBetween(ctx.db).execute({ userId: user.id, days: NEW_DEVICE_DAYS, beforeId: thisLogin.id }),
  ]);
  const key = signInKey(geoIp, ip, userAgent);
  if ([...sessions, ...logins].some((seen) => signInKey(geoIp, seen.ip, seen.userAgent) === key))
    return false;
  const language: SupportedLocale = isSupportedLocale(user.language) ? user.language : "en";
  const words = MAIL_WORDS[language];
  await queueSecurityMail(ctx, user, "new_sign_in", {
    device: deviceOf(userAgent, words.on) ?? words.unknownDevice,
    place: placeText(geoIp, ip, language, words.unknownPlace),
    time: formatUntil(new Date(), { language, timeZone: user.timeZone }, ctx.site.domainLanguage),
  });
  return true;
}
