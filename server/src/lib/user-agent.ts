/**
 * What a member is shown of a session's user agent and address: the browser and system ("Chrome on
 * Android") and the address with its host part hidden. A few patterns, not a user-agent database: enough to
 * tell one's own devices apart, and no dependency to keep current.
 */
import { isIP } from "node:net";

/** Most specific first: Edge, Opera and Samsung's browser also say "Chrome", and Chrome says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** iPadOS and iOS before macOS (an iPhone says "like Mac OS X"), Android before Linux. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPad\b/, "iPadOS"],
  [/\b(?:iPhone|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(userAgent: string, patterns: readonly [RegExp, string][]): string | null {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export interface Device {
  browser: string | null;
  system: string | null;
}

/** Real user agents are a few hundred characters; a longer header is read no further (patterns stay cheap). */
const READ_LENGTH = 512;

export function parseDevice(userAgent: string | null | undefined): Device {
  const agent = (userAgent ?? "").slice(0, READ_LENGTH);
  return { browser: firstMatch(agent, BROWSERS), system: firstMatch(agent, SYSTEMS) };
}

/** "Chrome on Android", "Firefox", "Android", or null when the user agent tells neither. */
export function deviceOf(userAgent: string | null | undefined, on = "on"): string | null {
  const { browser, system } = parseDevice(userAgent);
  if (browser && system) return `${browser} ${on} ${system}`;
  return browser ?? system;
}

/**
 * The address without what singles out a household: the last IPv4 byte ("192.168.1.x"), everything past
 * an IPv6 /48 ("2001:db8:85a3::/48"). An IPv4-mapped IPv6 address is shown as IPv4. Null when not an address.
 */
export function maskedAddress(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 4) return `${address.split(".").slice(0, 3).join(".")}.x`;
  if (version !== 6) return null;
  const groups = expandIpv6(address).slice(0, 3);
  // Drop leading zeros per group, then shorten trailing zero groups to "::" as addresses are usually written.
  const compact = groups.map((group) => group.replace(/^0+(?=.)/, ""));
  while (compact.length > 0 && compact.at(-1) === "0") compact.pop();
  return `${compact.join(":")}::/48`;
}

/** The eight groups of an IPv6 address (valid, per isIP), "::" expanded; an embedded IPv4 tail becomes two groups. */
function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const parts = (text: string) => (text ? text.split(":").flatMap(ipv4AsGroups) : []);
  const start = parts(head);
  const end = tail === undefined ? [] : parts(tail);
  return [...start, ...Array<string>(8 - start.length - end.length).fill("0"), ...end];
}

function ipv4AsGroups(part: string): string[] {
  if (!part.includes(".")) return [part];
  const bytes = part.split(".").map(Number);
  const group = (high = 0, low = 0) => ((high << 8) | low).toString(16);
  return [group(bytes[0], bytes[1]), group(bytes[2], bytes[3])];
}
