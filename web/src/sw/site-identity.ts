/**
 * The site's name and icon for a notification that brings none: read from the site's web app manifest, which
 * the server writes per host (one worker file serves every white-label site).
 */
import { MANIFEST_PATH } from "@amora/contract/push";

declare const self: ServiceWorkerGlobalScope;

interface SiteIdentity {
  name: string;
  icon?: string;
}

export async function siteIdentity(): Promise<SiteIdentity> {
  try {
    const response = await fetch(MANIFEST_PATH);
    const manifest = (await response.json()) as { name?: unknown; icons?: { src?: unknown }[] };
    const icon = manifest.icons?.[0]?.src;
    if (typeof manifest.name === "string") {
      return { name: manifest.name, icon: typeof icon === "string" ? icon : undefined };
    }
  } catch {
    // Offline or no manifest: the host still names the site.
  }
  return { name: self.location.hostname };
}
