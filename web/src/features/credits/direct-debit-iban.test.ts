/** The IBAN helpers: grouping in fours, the caret after grouping, the mod-97 checksum. */
import { describe, expect, it } from "vitest";
import {
  compactIban,
  countSignificant,
  groupedCaret,
  groupIban,
  hasValidIbanChecksum,
} from "./direct-debit-iban.ts";

describe("the IBAN as typed", () => {
  it("is grouped in fours, upper-cased, without other characters", () => {
    expect(groupIban("nl91abna0417164300")).toBe("NL91 ABNA 0417 1643 00");
    expect(groupIban(" NL91-ABNA 0417\t1643.00 ")).toBe("NL91 ABNA 0417 1643 00");
    expect(groupIban("NL91")).toBe("NL91");
    expect(groupIban("")).toBe("");
  });

  it("is cut at 34 characters, the longest IBAN", () => {
    expect(compactIban("A".repeat(40))).toHaveLength(34);
  });

  it("drops letters outside ASCII rather than turning them into ASCII ones", () => {
    expect(compactIban("nı91")).toBe("N91");
  });

  it("keeps the caret after the character it followed", () => {
    expect(groupedCaret(0)).toBe(0);
    expect(groupedCaret(4)).toBe(4);
    expect(groupedCaret(5)).toBe(6);
    expect(groupedCaret(8)).toBe(9);
    expect(groupedCaret(9)).toBe(11);
    expect(countSignificant("NL91 AB")).toBe(6);
  });
});

describe("the IBAN checksum", () => {
  it.each([
    "NL91 ABNA 0417 1643 00",
    "DE89370400440532013000",
    "FR14 2004 1010 0505 0001 3M02 606",
    "GB82WEST12345698765432",
    "be68539007547034",
  ])("accepts %s", (iban) => {
    expect(hasValidIbanChecksum(iban)).toBe(true);
  });

  it.each([
    ["a typo", "NL91 ABNA 0417 1643 01"],
    ["two digits swapped", "NL91 ABNA 0417 1634 00"],
    ["too short", "NL91 ABNA"],
    ["no country", "9191ABNA0417164300"],
    ["empty", ""],
  ])("refuses %s", (_, iban) => {
    expect(hasValidIbanChecksum(iban)).toBe(false);
  });
});
