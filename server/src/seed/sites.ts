/** Demo company and white-label sites: an English default site, a French site and a Dutch site with closed-ish settings. */
import { COUNTRIES, type Country } from "@amora/contract/countries";
import { PROFILE_DETAIL_FIELDS } from "@amora/contract/profiles";
import type { Db } from "../db/client.ts";
import { companies, sites } from "../db/schema.ts";
import { ensureDefaultBundles } from "../features/payments/bundles.ts";
import { AMORA_TEXTS_BY_LANGUAGE } from "./amora-site-texts.ts";

const EURO_COUNTRIES: Country[] = ["NL", "BE", "FR", "IT", "ES", "DE", "AT", "IE", "FI"];

/** Per-country minimum message cost, in the country's own currency. */
function minimumMessageCosts(): Record<string, { costs: number; currency: string }> {
  const costs: Record<string, { costs: number; currency: string }> = {};
  for (const country of EURO_COUNTRIES) costs[country] = { costs: 0.49, currency: "EUR" };
  Object.assign(costs, {
    US: { costs: 0.59, currency: "USD" },
    CA: { costs: 0.79, currency: "CAD" },
    GB: { costs: 0.45, currency: "GBP" },
    AU: { costs: 0.89, currency: "AUD" },
    NZ: { costs: 0.95, currency: "NZD" },
    PL: { costs: 2.29, currency: "PLN" },
    CH: { costs: 0.49, currency: "CHF" },
    DK: { costs: 3.69, currency: "DKK" },
    NO: { costs: 5.49, currency: "NOK" },
    SE: { costs: 5.49, currency: "SEK" },
  });
  return costs;
}

/*
 * The three sites differ in what they show, so that each setting visibly acts (decision 022): Amora shows
 * every detail and filter; Amour Secret leaves out sexuality and height, has no region filter and runs
 * the resell promotion; Liefdesdate shows only looks and interests, no "about me", and filters by age
 * and gender only (its members are all in two small countries).
 */
const ALL_PROFILE_FIELDS = [...PROFILE_DETAIL_FIELDS];
const ALL_SEARCH_FIELDS = ["gender", "country", "countryregion", "min_age", "max_age"];

export async function seedSites(db: Db): Promise<void> {
  const [company] = await db
    .insert(companies)
    .values({
      name: "Amora Media B.V.",
      address: "Herengracht 420",
      kvk: "87654321",
      city: "Amsterdam",
      country: "NL",
      tradenames: ["Amora", "Amour Secret", "Liefdesdate"],
      vatNumbers: ["NL864512379B01"],
      supportPhone: "+31 20 - 123 45 67",
      deleteDiscount: 50,
      added: new Date("2024-03-15T09:00:00Z"),
    })
    .returning({ id: companies.id });
  if (!company) throw new Error("company insert returned nothing");

  const shared = {
    companyId: company.id,
    minimumMessageCosts: minimumMessageCosts(),
    fictionalIcon: "✱",
    messageCredits: 1,
    signupCredits: 0,
    photoCredits: 2,
    giftCredits: 5,
    messageLength: 1000,
    refundDays: 14,
  };

  await db.insert(sites).values([
    {
      ...shared,
      isDefault: true,
      name: "Amora",
      domain: "amora.test",
      aliases: ["www.amora.test"],
      domainLanguage: "en-GB",
      niche: 1,
      signups: "all",
      loggedOutSearch: true,
      loggedOutSearchTrafficsource: true,
      supportPhone: "+44 20 - 3807 1234",
      supportEmail: "support@amora.test",
      countries: [...COUNTRIES],
      indexTitle: "Amora – meet singles near you",
      description: "Flirt, chat and date with singles near you. Discreet, safe and free to join.",
      fictionalWarning:
        "Profiles marked ✱ are fictional: they are run by our team for entertainment, and you cannot meet them in person.",
      fictionalSingular: "fictional profile",
      fictionalPlural: "fictional profiles",
      textsByLanguage: {
        ...AMORA_TEXTS_BY_LANGUAGE,
        fr: {
          index_title: "Amora – rencontrez des célibataires près de chez vous",
          description:
            "Flirtez, discutez et rencontrez des célibataires près de chez vous. Discret, sûr et gratuit à l’inscription.",
          fictional_warning:
            "Les profils marqués ✱ sont fictifs : ils sont animés par notre équipe pour le divertissement et vous ne pouvez pas les rencontrer en personne.",
          fictional_singular: "profil fictif",
          fictional_plural: "profils fictifs",
        },
      },
      visibleProfileFields: ALL_PROFILE_FIELDS,
      visibleProfileNotes: true,
      searchFields: ALL_SEARCH_FIELDS,
      memberResell: false,
      mailName: "Amora",
      usFooter: true,
    },
    {
      ...shared,
      name: "Amour Secret",
      domain: "amoursecret.test",
      aliases: ["www.amoursecret.test"],
      domainLanguage: "fr-FR",
      niche: 1,
      signups: "all",
      loggedOutSearch: true,
      loggedOutSearchTrafficsource: true,
      supportPhone: "+33 1 - 84 88 12 34",
      supportEmail: "support@amoursecret.test",
      countries: ["FR", "BE", "CH", "CA"],
      indexTitle: "Amour Secret – rencontres discrètes près de chez vous",
      description: "Flirtez, discutez et rencontrez des célibataires près de chez vous, en toute discrétion.",
      fictionalWarning:
        "Les profils marqués ✱ sont fictifs : ils sont animés par notre équipe pour le divertissement et vous ne pouvez pas les rencontrer.",
      fictionalSingular: "profil d’animation",
      fictionalPlural: "profils d’animation",
      textsByLanguage: {
        en: {
          index_title: "Amour Secret – discreet dating near you",
          description: "Flirt, chat and meet singles near you, discreetly.",
          fictional_warning:
            "Profiles marked ✱ are fictional: they are run by our team for entertainment, and you cannot meet them.",
          fictional_singular: "entertainment profile",
          fictional_plural: "entertainment profiles",
        },
      },
      visibleProfileFields: ["relationship_status", "body_type", "hair_colour", "eye_colour", "interests"],
      visibleProfileNotes: true,
      searchFields: ["gender", "country", "min_age", "max_age"],
      memberResell: true,
      mailName: "Amour Secret",
    },
    {
      ...shared,
      name: "Liefdesdate",
      domain: "liefdesdate.test",
      domainLanguage: "nl-NL",
      niche: 5,
      signups: "with_trafficsource",
      loggedOutSearch: false,
      loggedOutSearchTrafficsource: true,
      enableSiteEntryPopup: "no",
      supportPhone: "+31 20 - 765 43 21",
      supportEmail: "support@liefdesdate.test",
      countries: ["NL", "BE"],
      indexTitle: "Liefdesdate – daten met rijpere vrouwen",
      description: "Chat en date met singles bij jou in de buurt.",
      fictionalWarning:
        "Profielen met ✱ zijn fictief: ze worden door ons team beheerd en je kunt ze niet in het echt ontmoeten.",
      fictionalSingular: "chatprofiel",
      fictionalPlural: "chatprofielen",
      textsByLanguage: {
        en: {
          index_title: "Liefdesdate – dating mature women",
          description: "Chat and date with singles near you.",
          fictional_warning:
            "Profiles marked ✱ are fictional: they are run by our team, and you cannot meet them in real life.",
          fictional_singular: "chat profile",
          fictional_plural: "chat profiles",
        },
        fr: {
          index_title: "Liefdesdate – rencontres avec des femmes mûres",
          description: "Discutez et rencontrez des célibataires près de chez vous.",
          fictional_warning:
            "Les profils marqués ✱ sont fictifs : ils sont gérés par notre équipe et vous ne pouvez pas les rencontrer en vrai.",
          fictional_singular: "profil de chat",
          fictional_plural: "profils de chat",
        },
      },
      visibleProfileFields: ["hair_colour", "eye_colour", "body_type", "interests"],
      visibleProfileNotes: false,
      searchFields: ["gender", "min_age", "max_age"],
      memberResell: false,
      mailName: "Liefdesdate",
      showLanguageDropdown: true,
    },
  ]);
  await ensureDefaultBundles(db);
}
