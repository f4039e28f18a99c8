/** First names that fit a profile's country, language and gender, taken from Faker's locale data. */
import type { Country } from "@amora/contract/countries";
import type { Faker } from "@faker-js/faker";
import { faker as fakerDA } from "@faker-js/faker/locale/da";
import { faker as fakerDE } from "@faker-js/faker/locale/de";
import { faker as fakerDE_AT } from "@faker-js/faker/locale/de_AT";
import { faker as fakerDE_CH } from "@faker-js/faker/locale/de_CH";
import { faker as fakerEN_AU } from "@faker-js/faker/locale/en_AU";
import { faker as fakerEN_CA } from "@faker-js/faker/locale/en_CA";
import { faker as fakerEN_GB } from "@faker-js/faker/locale/en_GB";
import { faker as fakerEN_IE } from "@faker-js/faker/locale/en_IE";
import { faker as fakerEN_US } from "@faker-js/faker/locale/en_US";
import { faker as fakerES } from "@faker-js/faker/locale/es";
import { faker as fakerFI } from "@faker-js/faker/locale/fi";
import { faker as fakerFR } from "@faker-js/faker/locale/fr";
import { faker as fakerFR_BE } from "@faker-js/faker/locale/fr_BE";
import { faker as fakerFR_CA } from "@faker-js/faker/locale/fr_CA";
import { faker as fakerFR_CH } from "@faker-js/faker/locale/fr_CH";
import { faker as fakerIT } from "@faker-js/faker/locale/it";
import { faker as fakerNB_NO } from "@faker-js/faker/locale/nb_NO";
import { faker as fakerNL } from "@faker-js/faker/locale/nl";
import { faker as fakerNL_BE } from "@faker-js/faker/locale/nl_BE";
import { faker as fakerPL } from "@faker-js/faker/locale/pl";
import { faker as fakerSV } from "@faker-js/faker/locale/sv";
import type { Language } from "./places.ts";
import type { Gender } from "./portraits.ts";

/**
 * Faker's instance per country, each imported from its own locale module (importing @faker-js/faker itself
 * loads every locale, ~0.2 s). Faker has no en_NZ locale; Australian names are the closest.
 */
const COUNTRY_FAKERS: Record<Country, Faker> = {
  US: fakerEN_US,
  NL: fakerNL,
  BE: fakerNL_BE,
  FR: fakerFR,
  IT: fakerIT,
  ES: fakerES,
  DE: fakerDE,
  AT: fakerDE_AT,
  IE: fakerEN_IE,
  GB: fakerEN_GB,
  CA: fakerEN_CA,
  PL: fakerPL,
  AU: fakerEN_AU,
  NZ: fakerEN_AU,
  CH: fakerDE_CH,
  DK: fakerDA,
  FI: fakerFI,
  NO: fakerNB_NO,
  SE: fakerSV,
};

/** Cities whose language differs from their country's (see places.ts) take that language's local names. */
const LANGUAGE_FAKERS: Partial<Record<`${Country}-${Language}`, Faker>> = {
  "BE-fr": fakerFR_BE,
  "CA-fr": fakerFR_CA,
  "CH-fr": fakerFR_CH,
  "CH-it": fakerIT,
};

export type NameList = Record<Gender, readonly string[]>;

const cache = new Map<Faker, NameList>();

/**
 * The locale's first names by gender. Read from Faker's data rather than drawn with faker.person so that
 * the seed's own PRNG makes every choice and no shared, globally seeded Faker instance is touched.
 */
export function firstNames(country: Country, language?: Language): NameList {
  const faker = (language && LANGUAGE_FAKERS[`${country}-${language}`]) || COUNTRY_FAKERS[country];
  let names = cache.get(faker);
  if (!names) {
    const { female, male, generic } = faker.definitions.person.first_name;
    names = { female: female ?? generic ?? [], male: male ?? generic ?? [] };
    cache.set(faker, names);
  }
  return names;
}
