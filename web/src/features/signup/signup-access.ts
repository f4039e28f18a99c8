/**
 * Who may sign up (spec §4 signup access): everyone when the site says 'all'; with 'with_trafficsource'
 * only visitors who came with a tracking network; nobody otherwise (the invite-only text shows instead).
 */
import type { Tracking } from "@amora/contract/accounts";
import type { Settings } from "@amora/contract/settings";
import { useLoadedSettings } from "../site/index.ts";
import { useTracking } from "./tracking.ts";

export function canSignUp(signups: Settings["signups"], tracking: Pick<Tracking, "network">): boolean {
  if (signups === "all") return true;
  if (signups === "with_trafficsource") return Boolean(tracking.network);
  return false;
}

/** Whether this visitor may sign up here, following the tracking values as they are captured. */
export function useCanSignUp(): boolean {
  const settings = useLoadedSettings();
  const tracking = useTracking();
  return canSignUp(settings.signups, tracking);
}
