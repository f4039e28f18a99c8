/**
 * Loads the lazy parts of the routes a URL matches, in place. A router created with hydration data renders
 * its HydrateFallback (and so throws the server's HTML away) while a matched route is still lazy; with the
 * matched modules loaded first it renders what the server rendered.
 */
import { matchRoutes, type RouteObject } from "react-router";

type LoadedRoute = Record<string, unknown>;

async function loadLazy(lazy: NonNullable<RouteObject["lazy"]>): Promise<LoadedRoute> {
  if (typeof lazy === "function") return (await lazy()) as LoadedRoute;
  const loads = Object.entries(lazy as Record<string, () => Promise<unknown>>);
  return Object.fromEntries(await Promise.all(loads.map(async ([key, load]) => [key, await load()])));
}

export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      Object.assign(route, await loadLazy(route.lazy), { lazy: undefined });
    }),
  );
}
