/**
 * The A/B variant of the lander being shown (issue 16): the server picks it with the page and writes it into
 * the boot data; the landers show its headline when it has one.
 */
import type { LanderVisit } from "@amora/contract/landers";

/** The visit's variant, or null outside a lander (and until the server gives one). */
export function useLanderVisit(): LanderVisit | null {
  return null;
}
