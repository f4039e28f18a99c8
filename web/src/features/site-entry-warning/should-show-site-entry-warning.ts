/** The rules of spec §2 for the site-entry warning, as one pure decision. */
import type { Country } from "@amora/contract/countries";
import type { Settings } from "@amora/contract/settings";

/** The page layouts of spec §2; outside the default one the warning is only for the strictest countries. */
export type LayoutKind = "default" | "chat" | "lander" | "empty";

/** Countries whose visitors see the warning in every layout, not only the default one. */
const EVERY_LAYOUT_COUNTRIES: readonly Country[] = ["NL", "DE"];

/** Pages a visitor reaches from an e-mail link mid-task, where the warning would get in the way. */
const EXEMPT_PATHS = ["/complete-signup", "/reset-password", "/reset-password/do"];

export interface SiteEntryWarningContext {
  settings: Pick<
    Settings,
    "enable_site_entry_popup" | "countries" | "geoip_country" | "geoip_selected_country"
  >;
  isLoggedIn: boolean;
  isInstalledApp: boolean;
  /** The visitor dismissed it before (its timestamp is stored). */
  isDismissed: boolean;
  pathname: string;
  layout: LayoutKind;
}

export function shouldShowSiteEntryWarning(context: SiteEntryWarningContext): boolean {
  const { settings, layout } = context;
  if (context.isLoggedIn || context.isInstalledApp || context.isDismissed) return false;
  if (settings.enable_site_entry_popup === "no") return false;

  const country = settings.geoip_country ?? settings.geoip_selected_country;
  if (!settings.countries.includes(country)) return false;
  if (layout !== "default" && !EVERY_LAYOUT_COUNTRIES.includes(country)) return false;

  const pathname = context.pathname.replace(/(.)\/+$/, "$1");
  return !EXEMPT_PATHS.includes(pathname);
}
