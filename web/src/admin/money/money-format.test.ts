import { MoneyRefundRequestSchema } from "@amora/contract/admin-money";
import { describe, expect, it } from "vitest";
import { amountInput, formatMoney, newClientKey, parseAmount } from "./money-format.ts";

describe("amounts", () => {
  it("formats minor units per currency and language", () => {
    expect(formatMoney(3995, "EUR", "en-GB")).toBe("€39.95");
    expect(formatMoney(3995, "EUR", "fr-FR")).toBe("39,95\u00a0€");
    expect(formatMoney(123456, "GBP", "en-GB")).toBe("£1,234.56");
    expect(formatMoney(1500, "JPY", "en-GB")).toBe("JP¥1,500");
  });

  it.each([
    ["39.95", "EUR", 3995],
    ["39,95", "EUR", 3995],
    ["39.9", "EUR", 3990],
    ["40", "EUR", 4000],
    [" 0.01 ", "EUR", 1],
    ["1500", "JPY", 1500],
    ["39.955", "EUR", null],
    ["-1", "EUR", null],
    ["1e3", "EUR", null],
    ["", "EUR", null],
    ["15.5", "JPY", null],
  ])("reads %j %s as %j", (text, currency, cents) => {
    expect(parseAmount(text, currency)).toBe(cents);
  });

  it("writes the amount field's text back", () => {
    expect(amountInput(3995, "EUR")).toBe("39.95");
    expect(amountInput(5, "EUR")).toBe("0.05");
    expect(amountInput(1500, "JPY")).toBe("1500");
  });
});

describe("a refund's click key", () => {
  it("is a fresh UUID the server's schema takes, without crypto.randomUUID (plain HTTP)", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newClientKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(
        MoneyRefundRequestSchema.safeParse({ amount_cents: 1, reason: "abc", client_key: key }).success,
      ).toBe(true);
    }
  });
});
