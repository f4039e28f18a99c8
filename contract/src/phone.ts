/**
 * Phone numbers of the countries the product serves, as typed by members ("06 12 34 56 78", "+31 6-1234 5678",
 * "0031 6 12345678") turned into E.164 ("+31612345678"), the only form SMS providers take and we store.
 * Reading what members type is hand-written (nineteen countries' calling codes, trunk prefixes and number
 * lengths, and only ASCII digits); whether a number is a mobile one, which an SMS can reach, is
 * libphonenumber-js's mobile metadata, which knows each country's mobile ranges: only the served countries'
 * part of it (phone-metadata.json, written by `npm run phone:metadata -w contract`), so the web bundle does not
 * carry every country's. Whether a number is in service only an SMS can tell. Shared by the server (which
 * sends the SMS) and the web form (which says so before a code is asked for).
 */
import { type MetadataJson, parsePhoneNumberFromString } from "libphonenumber-js/core";
import phoneMetadata from "./phone-metadata.json" with { type: "json" };

interface NumberingPlan {
  callingCode: string;
  /** Whether numbers are dialled with a leading 0 at home that the international form drops ("06…" → "+316…"). */
  hasTrunkZero: boolean;
  /** The national significant number: what follows the calling code in E.164. */
  nationalNumber: RegExp;
  /** The prefix dialled at home before a foreign calling code, when it is not "00". */
  internationalPrefix?: string;
}

// North America's numbers: a three-digit area code and a seven-digit number, neither starting with 0 or 1.
const NANP: NumberingPlan = {
  callingCode: "1",
  hasTrunkZero: false,
  nationalNumber: /^[2-9]\d{2}[2-9]\d{6}$/,
  internationalPrefix: "011",
};

/**
 * Lengths from the ITU's national numbering plans, kept a little loose where a country's numbers vary in length
 * (DE, AT, FI, IT): refusing a real number costs more than accepting a wrong one that no SMS will reach.
 */
const PLANS: Record<string, NumberingPlan> = {
  US: NANP,
  CA: NANP,
  NL: { callingCode: "31", hasTrunkZero: true, nationalNumber: /^[1-9]\d{8}$/ },
  BE: { callingCode: "32", hasTrunkZero: true, nationalNumber: /^[1-9]\d{7,8}$/ },
  FR: { callingCode: "33", hasTrunkZero: true, nationalNumber: /^[1-9]\d{8}$/ },
  // Italy keeps the leading 0 of its fixed lines in the international form ("+39 06…" for Rome).
  IT: { callingCode: "39", hasTrunkZero: false, nationalNumber: /^(0[1-9]\d{4,9}|[1-9]\d{5,10})$/ },
  ES: { callingCode: "34", hasTrunkZero: false, nationalNumber: /^[5-9]\d{8}$/ },
  DE: { callingCode: "49", hasTrunkZero: true, nationalNumber: /^[1-9]\d{5,12}$/ },
  AT: { callingCode: "43", hasTrunkZero: true, nationalNumber: /^[1-9]\d{3,12}$/ },
  IE: { callingCode: "353", hasTrunkZero: true, nationalNumber: /^[1-9]\d{6,8}$/ },
  GB: { callingCode: "44", hasTrunkZero: true, nationalNumber: /^[1-9]\d{8,9}$/ },
  PL: { callingCode: "48", hasTrunkZero: false, nationalNumber: /^[1-9]\d{8}$/ },
  AU: { callingCode: "61", hasTrunkZero: true, nationalNumber: /^[1-9]\d{8}$/, internationalPrefix: "0011" },
  NZ: { callingCode: "64", hasTrunkZero: true, nationalNumber: /^[2-9]\d{7,9}$/ },
  CH: { callingCode: "41", hasTrunkZero: true, nationalNumber: /^[1-9]\d{8}$/ },
  DK: { callingCode: "45", hasTrunkZero: false, nationalNumber: /^[2-9]\d{7}$/ },
  FI: { callingCode: "358", hasTrunkZero: true, nationalNumber: /^[1-9]\d{4,11}$/ },
  NO: { callingCode: "47", hasTrunkZero: false, nationalNumber: /^[2-9]\d{7}$/ },
  SE: { callingCode: "46", hasTrunkZero: true, nationalNumber: /^[1-9]\d{6,9}$/ },
};

export const PHONE_COUNTRIES = Object.keys(PLANS);
/** TypeScript reads the JSON's country codes as plain strings; the file is the library's own, cut (its test). */
const MOBILE_METADATA = phoneMetadata as MetadataJson;

/** Calling codes are prefix-free, so at most one of these starts a number. US and CA share +1. */
const PLAN_BY_CALLING_CODE = new Map(Object.values(PLANS).map((plan) => [plan.callingCode, plan]));

/** Digits and the separators people type, an optional leading "+"; ASCII digits only (\d without the u flag). */
const TYPED_NUMBER = /^\+?[\d\s().\-/]+$/;
const MAX_INPUT_LENGTH = 40;
/** E.164: at most fifteen digits, calling code included. */
const MAX_DIGITS = 15;

/** The calling code and national significant number of an international number, when it is a served country's. */
function splitInternational(digits: string): { plan: NumberingPlan; national: string } | null {
  for (const length of [1, 2, 3]) {
    const plan = PLAN_BY_CALLING_CODE.get(digits.slice(0, length));
    if (plan) return { plan, national: digits.slice(length) };
  }
  return null;
}

function toE164(plan: NumberingPlan, national: string): string | null {
  // "+44 (0)20 …" and "+31 06 …" are common; the 0 is the trunk prefix written by habit.
  const significant = plan.hasTrunkZero && national.startsWith("0") ? national.slice(1) : national;
  if (!plan.nationalNumber.test(significant)) return null;
  const e164 = `${plan.callingCode}${significant}`;
  return e164.length <= MAX_DIGITS ? `+${e164}` : null;
}

/**
 * The number in E.164 ("+31612345678"), or null when it cannot be a phone number of a served country.
 * A number without "+" or an international prefix ("00", "011" in North America, "0011" in Australia) is read
 * as a national number of `defaultCountry` (two letters, e.g. the member's country).
 */
export function normalisePhone(input: string, defaultCountry: string): string | null {
  if (typeof input !== "string" || input.length > MAX_INPUT_LENGTH) return null;
  const typed = input.trim();
  if (!TYPED_NUMBER.test(typed)) return null;
  const digits = typed.replace(/\D/g, "");
  if (digits.length === 0) return null;

  if (typed.startsWith("+")) {
    const split = splitInternational(digits);
    return split && toE164(split.plan, split.national);
  }

  const home = PLANS[defaultCountry.toUpperCase()];
  if (!home) return null;
  // No national number of a served country starts with 00, so "00…" is a foreign call wherever it is typed.
  for (const prefix of [home.internationalPrefix, "00"]) {
    if (prefix && digits.startsWith(prefix)) {
      const split = splitInternational(digits.slice(prefix.length));
      return split && toE164(split.plan, split.national);
    }
  }
  // North Americans dial 1 before the area code for a long-distance call: "1 415 555 2671".
  if (home === NANP && digits.length === 11 && digits.startsWith("1")) {
    return toE164(home, digits.slice(1));
  }
  return toE164(home, digits);
}

/**
 * "+31 6 •••• 78": the country, the first digit (mobile or fixed line) and the last two, enough for the member
 * to recognise the number the code went to. Anything that is not such an E.164 number is masked whole.
 */
export function maskPhone(e164: string): string {
  const split = /^\+\d{1,15}$/.test(e164) ? splitInternational(e164.slice(1)) : null;
  if (!split || split.national.length < 6) return "+•• •••• ••";
  const { plan, national } = split;
  return `+${plan.callingCode} ${national.slice(0, 1)} •••• ${national.slice(-2)}`;
}

/**
 * The number in E.164 when it is a mobile number of a served country, the only kind an SMS reaches; null
 * for a fixed line ("020 123 4567" in the Netherlands) and for anything normalisePhone refuses.
 */
export function normaliseMobilePhone(input: string, defaultCountry: string): string | null {
  const e164 = normalisePhone(input, defaultCountry);
  if (e164 === null) return null;
  // The metadata holds the served countries only, so a number valid in it is a served country's.
  const parsed = parsePhoneNumberFromString(e164, MOBILE_METADATA);
  return parsed?.isValid() ? e164 : null;
}

/** The phone field of a form that sends an SMS: `phone_invalid` unless a served country's mobile number. */
export function mobilePhoneIssue(input: string, defaultCountry: string): "phone_invalid" | null {
  return normaliseMobilePhone(input, defaultCountry) ? null : "phone_invalid";
}
