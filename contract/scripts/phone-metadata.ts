/** Writes contract/src/phone-metadata.json from the installed libphonenumber-js (see src/phone-metadata.ts). */
import { writeFileSync } from "node:fs";
import mobile from "libphonenumber-js/mobile/metadata";
import { COUNTRIES } from "../src/countries.ts";
import { phoneMetadataJson, servedPhoneMetadata } from "../src/phone-metadata.ts";

writeFileSync(
  new URL("../src/phone-metadata.json", import.meta.url),
  phoneMetadataJson(servedPhoneMetadata(mobile, COUNTRIES)),
);
