/**
 * What the app needs before any page renders: the site settings (sent with the first route's query,
 * spec §7), the interface language they choose, who is logged in and the tracking values of the first URL
 * (the forced logout on an ended session is registered by AppProviders). A chunk of its own, so the schema library and i18next stay
 * out of the entry.
 */
import type { BootData } from "@amora/contract/boot-data";
import { pickDefaultLocale } from "@amora/contract/locales";
import type { QueryClient } from "@tanstack/react-query";
import { seedLanderVisit } from "../features/lander-visit/index.ts";
import { sessionUserQuery } from "../features/session/index.ts";
import { captureLanderVisit, captureTracking } from "../features/signup/index.ts";
import { settingsQuery } from "../features/site/index.ts";
import { startI18n } from "../i18n/i18n.ts";
import { readLanguageCookie } from "../i18n/language.ts";

export async function loadSite(
  queryClient: QueryClient,
  request: Request,
  boot: BootData | null = null,
): Promise<void> {
  const url = new URL(request.url);
  captureTracking(url.searchParams);
  if (boot) seedFromBootData(queryClient, boot);
  if (boot?.lander) captureLanderVisit(boot.lander);
  const settings = queryClient.ensureQueryData(settingsQuery(url));
  // Who is logged in, alongside the settings; the page shows as a visitor's when it fails, and the user
  // refresh tries again. A member's navigation loads meanwhile, so it does not pop in after the page.
  const user = queryClient.prefetchQuery(sessionUserQuery).then(() => {
    if (queryClient.getQueryData(sessionUserQuery.queryKey)) return preloadMemberShell();
  });
  // The language depends on the settings, but the error page needs a language when the settings fail.
  const domainLanguage = await settings.then(
    (loaded) => loaded.domain_language,
    () => null,
  );
  await startI18n(pickDefaultLocale(domainLanguage, readLanguageCookie()));
  await Promise.all([settings, user]);
}

/** What the server wrote into the page (contract/boot-data.ts) saves the calls that would fetch it again. */
function seedFromBootData(queryClient: QueryClient, boot: BootData): void {
  queryClient.setQueryData(settingsQuery().queryKey, boot.settings);
  // Without a session cookie GET /api/user.php can only answer null; the user refresh asks again later.
  if (boot.visitor) queryClient.setQueryData(sessionUserQuery.queryKey, null);
  seedLanderVisit(queryClient, boot.lander);
}

async function preloadMemberShell(): Promise<void> {
  await Promise.all([
    import("./layouts/member-nav.tsx"),
    import("../features/account-alerts/index.ts"),
  ]).catch(() => {
    // The layouts load them again when they render, and show the error there if it persists.
  });
}
