/**
 * The screens that are, so far, their heading and intro sentence only: the information pages (/faq,
 * /terms… and any other single segment, spec §2), complaints, the language page and the landers. One
 * module for all of them: the router gives each route its page as the handle (app/router.tsx).
 */
import type { RouteObject } from "react-router";
import { useMatches } from "react-router";
import { isScreenHandle, type PageKey, screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

/** The route module of one intro screen: its handle (the title) and the component that shows it. */
export function introScreen(page: PageKey): Pick<RouteObject, "handle" | "Component"> {
  return { handle: screenHandle(page), Component: IntroScreen };
}

function IntroScreen() {
  // The deepest match is this screen's route, whose handle introScreen set.
  const handle = useMatches().at(-1)?.handle;
  return isScreenHandle(handle) ? <ScreenIntro page={handle.page} /> : null;
}
