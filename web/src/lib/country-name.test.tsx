/** The countries' names the catalogues hold are Unicode's, and any other country is still named. */
import { COUNTRIES } from "@amora/contract/countries";
import { SUPPORTED_LOCALES } from "@amora/contract/locales";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { loadCatalogues } from "../i18n/catalogues.ts";
import { createTestI18n } from "../test/render-app.tsx";
import { useCountryName } from "./country-name.ts";

describe("a country's name", () => {
  it.each(SUPPORTED_LOCALES)(
    "is Unicode's name for each of the product's countries in %s",
    async (language) => {
      const { common } = await loadCatalogues(language);
      const names = (common as { countries: Record<string, string> }).countries;
      const unicode = new Intl.DisplayNames([language], { type: "region" });
      for (const country of COUNTRIES) expect(names[country], country).toBe(unicode.of(country));
    },
  );

  it("comes from the catalogue, or from Intl for a country the product does not serve", async () => {
    const i18n = await createTestI18n("fr");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useCountryName(), { wrapper });
    expect(result.current("NL")).toBe("Pays-Bas");
    expect(result.current("CY")).toBe("Chypre");
  });
});
