import { getCountryCallingCode } from "libphonenumber-js/core";
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import examples from "libphonenumber-js/mobile/examples";
import mobile from "libphonenumber-js/mobile/metadata";
import { describe, expect, it } from "vitest";
import { COUNTRIES, type Country, isCountry } from "./countries.ts";
import { normaliseMobilePhone, normalisePhone, PHONE_COUNTRIES } from "./phone.ts";
import committed from "./phone-metadata.json" with { type: "json" };
import { phoneMetadataJson, servedPhoneMetadata } from "./phone-metadata.ts";

describe("phone-metadata.json", () => {
  it("is what `npm run phone:metadata` cuts from the installed libphonenumber-js", () => {
    const cut = servedPhoneMetadata(mobile, COUNTRIES);
    expect(committed).toEqual(cut);
    // What the script writes reads back as the same metadata.
    expect(JSON.parse(phoneMetadataJson(cut))).toEqual(cut);
  });

  it("holds every served country whose numbers are read, and no other", () => {
    const countries = Object.keys(committed.countries).sort();
    expect(countries).toEqual([...COUNTRIES].sort());
    expect(countries).toEqual([...PHONE_COUNTRIES].sort());
  });

  it("refuses to cut a country the library does not know", () => {
    expect(() => servedPhoneMetadata(mobile, ["NL", "XX"])).toThrow("no metadata for XX");
  });
});

/** A fixed sequence of digits (a linear congruential generator), so a failure names numbers that stay. */
function digitStream(seed: number): () => string {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return String(state % 10);
  };
}

/**
 * Each served country's example mobile number, then numbers sharing its first 1 to 4 digits with the rest
 * drawn, and numbers of every length drawn whole: mobile ranges, fixed lines and numbers in no range.
 */
function numbersOf(country: Country): string[] {
  const next = digitStream(country.charCodeAt(0) * 31 + country.charCodeAt(1));
  const example = examples[country];
  const drawn = (prefix: string, length: number) =>
    prefix + Array.from({ length: length - prefix.length }, next).join("");
  const national = [example];
  for (let kept = 1; kept <= 4; kept++) {
    for (let i = 0; i < 50; i++) national.push(drawn(example.slice(0, kept), example.length));
  }
  for (let length = 5; length <= 12; length++) {
    for (let i = 0; i < 25; i++) national.push(drawn("", length));
  }
  return national.map((number) => `+${getCountryCallingCode(country, mobile)}${number}`);
}

/** The rule before the metadata was cut: every country's mobile ranges, then the number's country served. */
function mobileWithAllCountries(e164: string, defaultCountry: string): boolean {
  const parsed = parsePhoneNumberFromString(e164);
  const served = (COUNTRIES as readonly string[]).includes(parsed?.country ?? "");
  return normalisePhone(e164, defaultCountry) !== null && served && parsed?.isValid() === true;
}

describe("mobile verdicts on the served countries' metadata", () => {
  it.each(COUNTRIES)("are those of every country's metadata for %s", (country) => {
    const verdicts = numbersOf(country).map((e164) => [e164, normaliseMobilePhone(e164, country) !== null]);
    const before = numbersOf(country).map((e164) => [e164, mobileWithAllCountries(e164, country)]);
    expect(verdicts).toEqual(before);
    // Both verdicts occur, or the comparison would prove nothing.
    expect(new Set(verdicts.map(([, isMobile]) => isMobile))).toEqual(new Set([true, false]));
  });

  // Jersey (+44), Jamaica (+1), Svalbard (+47), Åland (+358), Christmas Island (+61), the Vatican (+39)...
  const neighbours = Object.entries(mobile.country_calling_codes)
    .filter(([, countries]) => countries.some((country) => isCountry(country)))
    .flatMap(([code, countries]) => countries.filter((country) => !isCountry(country)).map((c) => [c, code]));

  it.each(neighbours)("gives a number of %s, which shares +%s, the verdict it had", (country, code) => {
    const e164 = `+${code}${examples[country as keyof typeof examples]}`;
    expect(normaliseMobilePhone(e164, "US")).toBe(mobileWithAllCountries(e164, "US") ? e164 : null);
  });
});
