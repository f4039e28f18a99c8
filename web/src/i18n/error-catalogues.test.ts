/**
 * The entry holds English's error messages only; another language's arrive with its catalogues, before the
 * app shows that language (decision 057: eleven languages' errors would weigh on every visitor's first page).
 */
import { describe, expect, it } from "vitest";
import { errorCatalogues, loadCatalogues } from "./catalogues.ts";
import { errorMessages } from "./error-messages.ts";

describe("the error messages of a language", () => {
  it("are English's until that language's catalogues have loaded, then its own", async () => {
    expect(Object.keys(errorCatalogues)).toEqual(["en"]);
    expect(errorMessages("pl").codes.INTERNAL).toBe(errorMessages("en").codes.INTERNAL);
    await loadCatalogues("pl");
    expect(Object.keys(errorCatalogues).sort()).toEqual(["en", "pl"]);
    expect(errorMessages("pl").codes.INTERNAL).not.toBe(errorMessages("en").codes.INTERNAL);
  });
});
