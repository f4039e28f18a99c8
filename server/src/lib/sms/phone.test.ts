import { COUNTRIES } from "@amora/contract/countries";
import { describe, expect, it } from "vitest";
import { maskPhone, normalisePhone, PHONE_COUNTRIES } from "./phone.ts";

describe("normalisePhone", () => {
  it("reads the brief's Dutch examples", () => {
    expect(normalisePhone("06 12 34 56 78", "NL")).toBe("+31612345678");
    expect(normalisePhone("+31 6-1234 5678", "NL")).toBe("+31612345678");
  });

  it("serves the nineteen countries", () => {
    expect([...PHONE_COUNTRIES].sort()).toEqual([...COUNTRIES].sort());
  });

  it.each([
    // Each country's mobile number as dialled at home, and its E.164 form.
    ["US", "(415) 555-2671", "+14155552671"],
    ["CA", "416.555.0199", "+14165550199"],
    ["NL", "06-12345678", "+31612345678"],
    ["BE", "0470 12 34 56", "+32470123456"],
    ["FR", "06 12 34 56 78", "+33612345678"],
    ["IT", "312 345 6789", "+393123456789"],
    ["ES", "612 34 56 78", "+34612345678"],
    ["DE", "0151 23456789", "+4915123456789"],
    ["AT", "0664 1234567", "+436641234567"],
    ["IE", "085 123 4567", "+353851234567"],
    ["GB", "07700 900123", "+447700900123"],
    ["PL", "512 345 678", "+48512345678"],
    ["AU", "0412 345 678", "+61412345678"],
    ["NZ", "021 123 4567", "+64211234567"],
    ["CH", "078 123 45 67", "+41781234567"],
    ["DK", "20 12 34 56", "+4520123456"],
    ["FI", "041 2345678", "+358412345678"],
    ["NO", "412 34 567", "+4741234567"],
    ["SE", "070-123 45 67", "+46701234567"],
  ])("reads a national %s number: %s", (country, typed, e164) => {
    expect(normalisePhone(typed, country)).toBe(e164);
    // Its E.164 form reads back the same, from anywhere.
    expect(normalisePhone(e164, "NL")).toBe(e164);
  });

  it("keeps the leading 0 of an Italian fixed line, which Italy dials from abroad too", () => {
    expect(normalisePhone("06 1234 5678", "IT")).toBe("+390612345678");
    expect(normalisePhone("+39 06 1234 5678", "FR")).toBe("+390612345678");
  });

  it("drops a trunk 0 written after the calling code, as in +44 (0)20", () => {
    expect(normalisePhone("+44 (0)20 7946 0018", "US")).toBe("+442079460018");
    expect(normalisePhone("+31 06 12345678", "NL")).toBe("+31612345678");
  });

  it("reads international prefixes: 00 in Europe, 011 in North America, 0011 in Australia", () => {
    expect(normalisePhone("0031 6 12345678", "BE")).toBe("+31612345678");
    expect(normalisePhone("011 33 6 12 34 56 78", "US")).toBe("+33612345678");
    expect(normalisePhone("0011 44 7700 900123", "AU")).toBe("+447700900123");
    expect(normalisePhone("00 1 415 555 2671", "DE")).toBe("+14155552671");
  });

  it("takes a number of another served country than the default", () => {
    expect(normalisePhone("+32 470 12 34 56", "NL")).toBe("+32470123456");
    expect(normalisePhone("+353 85 123 4567", "GB")).toBe("+353851234567");
    expect(normalisePhone("+358 41 2345678", "SE")).toBe("+358412345678");
  });

  it("reads a North American long-distance 1 before the area code", () => {
    expect(normalisePhone("1-415-555-2671", "US")).toBe("+14155552671");
    expect(normalisePhone("+1 1 415 555 2671", "US")).toBeNull();
  });

  it("takes the default country in any case", () => {
    expect(normalisePhone("06 12 34 56 78", "nl")).toBe("+31612345678");
  });

  it.each([
    ["empty", "", "NL"],
    ["blank", "   ", "NL"],
    ["separators only", "--()..", "NL"],
    ["only a plus", "+", "NL"],
    ["letters", "06 12 34 56 7a", "NL"],
    ["a vanity number", "1-800-FLOWERS", "US"],
    ["two plus signs", "++31612345678", "NL"],
    ["a plus inside", "06+12345678", "NL"],
    ["too short", "06 1234567", "NL"],
    ["too long", "06 123456789", "NL"],
    ["a trunk 0 where the country has none", "0512 345 678", "PL"],
    ["two trunk zeros", "006 12345678", "NL"],
    ["an area code starting with 1", "(115) 555-2671", "US"],
    ["a calling code the product does not serve", "+55 11 91234 5678", "NL"],
    ["a Russian number", "+7 912 345 67 89", "NL"],
    ["a national number of an unserved default country", "11 91234 5678", "BR"],
    ["a default that is no country", "06 12345678", ""],
    ["more than fifteen digits", "+49 1512345678901234", "DE"],
    ["Arabic-Indic digits", "٠٦١٢٣٤٥٦٧٨", "NL"],
    ["full-width digits", "０６１２３４５６７８", "NL"],
    ["an emoji", "06 12 34 56 78 📞", "NL"],
    ["a line break inside", "+31612345678\nX-Injected: 1", "NL"],
    ["10,000 digits", "6".repeat(10_000), "NL"],
  ])("refuses %s", (_, typed, country) => {
    expect(normalisePhone(typed, country)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(normalisePhone(undefined as unknown as string, "NL")).toBeNull();
    expect(normalisePhone(612345678 as unknown as string, "NL")).toBeNull();
  });

  it("ignores whitespace around the number", () => {
    expect(normalisePhone("\t +31 6 12345678 \n", "NL")).toBe("+31612345678");
  });
});

describe("maskPhone", () => {
  it("shows the calling code, the first digit and the last two", () => {
    expect(maskPhone("+31612345678")).toBe("+31 6 •••• 78");
    expect(maskPhone("+14155552671")).toBe("+1 4 •••• 71");
    expect(maskPhone("+353851234567")).toBe("+353 8 •••• 67");
    expect(maskPhone("+390612345678")).toBe("+39 0 •••• 78");
  });

  it("masks whole what it cannot read as a served country's number", () => {
    expect(maskPhone("+5511912345678")).toBe("+•• •••• ••");
    expect(maskPhone("0612345678")).toBe("+•• •••• ••");
    expect(maskPhone("+31 6 12345678")).toBe("+•• •••• ••");
    expect(maskPhone("+4312345")).toBe("+•• •••• ••");
    expect(maskPhone("")).toBe("+•• •••• ••");
  });
});
