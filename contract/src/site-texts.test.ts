import { describe, expect, it } from "vitest";
import { compactTextsByLanguage, type SiteTexts, siteTextsIn } from "./site-texts.ts";

const OWN: SiteTexts = {
  index_title: "Liefdesdate",
  description: "Daten",
  fictional_warning: "Fictief.",
  fictional_singular: "chatprofiel",
  fictional_plural: "chatprofielen",
};

describe("siteTextsIn", () => {
  it("takes the language's values and the site's own for the rest, an empty one included", () => {
    const texts = siteTextsIn(OWN, { fr: { fictional_warning: "Fictif.", description: "" } }, "fr");
    expect(texts).toEqual({ ...OWN, fictional_warning: "Fictif." });
  });

  it("answers the site's own for a language it has no values in, or one that is no language", () => {
    expect(siteTextsIn(OWN, { fr: { fictional_warning: "Fictif." } }, "en")).toEqual(OWN);
    expect(siteTextsIn(OWN, { fr: { fictional_warning: "Fictif." } }, "constructor")).toEqual(OWN);
  });
});

describe("compactTextsByLanguage", () => {
  it("trims, and drops empty values and languages left with none", () => {
    expect(
      compactTextsByLanguage({
        fr: { fictional_warning: "  Fictif. ", description: " " },
        de: { index_title: "" },
      }),
    ).toEqual({ fr: { fictional_warning: "Fictif." } });
  });
});
