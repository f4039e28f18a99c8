/**
 * Whether the page is past hydration: false on the server and in the hydrating render, true afterwards.
 * What depends on the browser alone (local storage) waits for it, so the first render matches the server's HTML.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
