/** The stored tracking values for the screens, following new captures (tracking-store.ts keeps them). */
import type { Tracking } from "@amora/contract/accounts";
import { useSyncExternalStore } from "react";
import { readTracking, subscribeToTracking } from "./tracking-store.ts";

export function useTracking(): Tracking {
  return useSyncExternalStore(subscribeToTracking, readTracking, () => ({}));
}
