/** Money on the credit pages: cents and hundredths of a cent in the reader's format locale, a code's price. */
import { describe, expect, it } from "vitest";
import { discountedCents, formatCents, formatPerCredit } from "./format.ts";
import { makeBundle, makeDiscount, plainSpaces } from "./test-data.ts";

describe("formatCents", () => {
  it.each([
    [3995, "EUR", "en-GB", "€39.95"],
    [3995, "EUR", "fr-FR", "39,95 €"],
    [1000, "GBP", "en-GB", "£10.00"],
    [1995, "USD", "en-GB", "US$19.95"],
    [12900, "PLN", "fr-FR", "129,00 PLN"],
    [2450, "CHF", "fr-FR", "24,50 CHF"],
  ])("writes %i %s in %s as %s", (cents, currency, language, text) => {
    expect(plainSpaces(formatCents(cents, currency, language))).toBe(text);
  });
});

describe("formatPerCredit", () => {
  it("shows a third decimal only when there is one", () => {
    expect(formatPerCredit(2700, "EUR", "en-GB")).toBe("€0.27");
    expect(formatPerCredit(3980, "EUR", "en-GB")).toBe("€0.398");
    expect(plainSpaces(formatPerCredit(3198, "EUR", "fr-FR"))).toBe("0,32 €");
  });
});

describe("discountedCents", () => {
  const bundle = makeBundle(2, 100, 3995);

  it("takes the percentage off, to the cent", () => {
    expect(discountedCents(bundle, makeDiscount({ percentage: 25 }))).toBe(2996);
  });

  it("does not apply below the minimum order or in another currency", () => {
    expect(discountedCents(bundle, makeDiscount({ minimum_order_cents: 5000 }))).toBeNull();
    expect(discountedCents(bundle, makeDiscount({ currency: "GBP" }))).toBeNull();
    expect(discountedCents(bundle, makeDiscount({ currency: "EUR", minimum_order_cents: 3995 }))).toBe(3196);
  });
});
