/**
 * The member's own clock (users.time_zone, an IANA zone the browser named): the local hour that quiet
 * hours and the digest hour are about, and the instant a local hour next comes round. Intl does the zone
 * arithmetic, daylight saving included; an unknown zone counts as UTC rather than failing a dispatch.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      formatter = formatterFor("UTC");
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localTime(at: Date, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const t = localTime(at, timeZone);
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The first instant after `now` at which the member's clock shows `hour`:00. Twice round the offset, so
 * a day whose offset changes (daylight saving) lands right; an hour skipped that night comes an hour late.
 */
export function nextLocalHour(now: Date, timeZone: string, hour: number): Date {
  const today = localTime(now, timeZone);
  for (const dayOffset of [0, 1, 2]) {
    const wall = Date.UTC(today.year, today.month - 1, today.day + dayOffset, hour);
    let at = new Date(wall - offsetAt(new Date(wall), timeZone));
    at = new Date(wall - offsetAt(at, timeZone));
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error(`no ${hour}:00 in ${timeZone} within two days of ${now.toISOString()}`);
}

/** Whether the member's clock is inside [start, end) (wrapping midnight when start > end). */
export function isWithinHours(now: Date, timeZone: string, hours: { start: number; end: number }): boolean {
  const { hour } = localTime(now, timeZone);
  return hours.start > hours.end
    ? hour >= hours.start || hour < hours.end
    : hour >= hours.start && hour < hours.end;
}
