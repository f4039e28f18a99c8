import { describe, expect, it } from "vitest";
import { ibanCountry, isSepaIban, normaliseIban } from "./iban.ts";

const VALID = {
  NL: "NL91ABNA0417164300",
  DE: "DE89370400440532013000",
  BE: "BE68539007547034",
  FR: "FR1420041010050500013M02606",
  GB: "GB29NWBK60161331926819",
};
const BRAZIL = "BR1800360305000010009795493C1";
const SAUDI_ARABIA = "SA0380000000608010167519";

describe("normaliseIban", () => {
  it.each(Object.entries(VALID))("accepts a valid %s IBAN as it is", (_, iban) => {
    expect(normaliseIban(iban)).toBe(iban);
  });

  it("strips spaces, dashes, tabs and no-break spaces, and upper-cases", () => {
    expect(normaliseIban("nl91 abna 0417 1643 00")).toBe(VALID.NL);
    expect(normaliseIban("  NL91-ABNA-0417-1643-00  ")).toBe(VALID.NL);
    expect(normaliseIban("fr14\t2004\u00a01010 0505 0001 3m02 606")).toBe(VALID.FR);
  });

  it("refuses a wrong checksum: one digit changed", () => {
    expect(normaliseIban("NL91ABNA0417164301")).toBeNull();
    expect(normaliseIban("DE89370400440532013001")).toBeNull();
    expect(normaliseIban("GB28NWBK60161331926819")).toBeNull();
  });

  it("refuses two adjacent digits swapped (what mod-97 is for)", () => {
    expect(normaliseIban("NL91ABNA0417163400")).toBeNull();
  });

  it("refuses a wrong length for the country", () => {
    expect(normaliseIban("NL91ABNA041716430")).toBeNull();
    expect(normaliseIban("NL91ABNA04171643000")).toBeNull();
    expect(normaliseIban("DE8937040044053201300")).toBeNull();
  });

  it("refuses an IBAN whose mod-97 holds but whose national check fails", () => {
    // Belgium's account number carries its own mod-97 check; the IBAN check digits were recomputed to match.
    expect(normaliseIban("BE41539007547035")).toBeNull();
  });

  it("refuses an unknown country", () => {
    expect(normaliseIban("XX91ABNA0417164300")).toBeNull();
    expect(normaliseIban("91ABNA0417164300")).toBeNull();
  });

  it("refuses a Swiss QR-IBAN, which only receives QR-bill payments, but takes an ordinary Swiss IBAN", () => {
    expect(normaliseIban("CH4431999123000889012")).toBeNull();
    expect(normaliseIban("CH9300762011623852957")).toBe("CH9300762011623852957");
  });

  it("refuses empty and blank input", () => {
    expect(normaliseIban("")).toBeNull();
    expect(normaliseIban("   ")).toBeNull();
    expect(normaliseIban("----")).toBeNull();
  });

  it("refuses absurd input", () => {
    expect(normaliseIban("NL91ABNA0417164300".repeat(556))).toBeNull();
    expect(normaliseIban(`${VALID.NL}${" ".repeat(10_000)}`)).toBeNull();
    expect(normaliseIban("9".repeat(10_000))).toBeNull();
    expect(normaliseIban("NL91 ABNA 0417 1643 00 💸")).toBeNull();
    expect(normaliseIban("ＮＬ９１ＡＢＮＡ０４１７１６４３００")).toBeNull();
    expect(normaliseIban("NL91.ABNA.0417.1643.00")).toBeNull();
    expect(normaliseIban("NL91ABNA0417164300\n")).toBe(VALID.NL);
    expect(normaliseIban(null as unknown as string)).toBeNull();
  });

  it("does not let upper-casing turn non-ASCII letters into ASCII ones", () => {
    expect(normaliseIban("NL69INGB0123456789")).toBe("NL69INGB0123456789");
    // "ı".toUpperCase() is "I", "ſ".toUpperCase() is "S": such look-alikes are not what the member typed.
    expect(normaliseIban("NL69ıNGB0123456789")).toBeNull();
    expect(normaliseIban("ſE4550000000058398257466")).toBeNull();
  });
});

describe("SEPA", () => {
  it.each(Object.entries(VALID))("takes %s part in SEPA", (_, iban) => {
    expect(isSepaIban(iban)).toBe(true);
  });

  it("accepts the other served SEPA countries' IBANs", () => {
    for (const iban of ["CH9300762011623852957", "NO9386011117947", "AT611904300234573201"]) {
      expect(isSepaIban(iban)).toBe(true);
    }
  });

  it("refuses valid IBANs from outside SEPA", () => {
    expect(normaliseIban(BRAZIL)).toBe(BRAZIL);
    expect(normaliseIban(SAUDI_ARABIA)).toBe(SAUDI_ARABIA);
    expect(isSepaIban(BRAZIL)).toBe(false);
    expect(isSepaIban(SAUDI_ARABIA)).toBe(false);
  });

  it("refuses invalid input, and normalises what it checks", () => {
    expect(isSepaIban("NL91ABNA0417164301")).toBe(false);
    expect(isSepaIban("")).toBe(false);
    expect(isSepaIban("nl91 abna 0417 1643 00")).toBe(true);
  });
});

describe("ibanCountry", () => {
  it("answers the country of a valid IBAN, null otherwise", () => {
    expect(ibanCountry(VALID.FR)).toBe("FR");
    expect(ibanCountry("gb29 nwbk 6016 1331 9268 19")).toBe("GB");
    expect(ibanCountry(SAUDI_ARABIA)).toBe("SA");
    expect(ibanCountry("GB29NWBK60161331926810")).toBeNull();
    expect(ibanCountry("")).toBeNull();
  });
});
