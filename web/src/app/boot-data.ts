/** The start-up data the server wrote into the page (contract/boot-data.ts), read once by the entry. */
import { BOOT_DATA_ELEMENT_ID, type BootData } from "@amora/contract/boot-data";

export function readBootData(): BootData | null {
  const text = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    // A page without usable data starts as before: the root loader asks the API.
    return null;
  }
}
