/** Screen: The match finder (/match-finder). */
import { screenHandle } from "../app/screen-handle.ts";
import { MatchFinderPage } from "../features/match-finder/match-finder-page.tsx";

export const handle = screenHandle("matchFinder");

export function Component() {
  return <MatchFinderPage />;
}
