/**
 * The information pages of spec §2: /terms, /privacy, /cookies, /ban, /return-policy, /faq and any other
 * single segment (`/{token}`); /service is service.tsx, the same page with its contact form. While the
 * server renders a visitor's page the loader fetches its text, so the first paint has it.
 */
import type { ContentPage } from "@amora/contract/content-pages";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type RouteObject, useLoaderData, useMatches, useParams } from "react-router";
import type { InfoPage as InfoPageName } from "../app/paths.ts";
import { OWN_TITLE_HANDLE, type PageKey } from "../app/screen-handle.ts";
import { loadContentPageOnServer } from "../features/info-pages/index.ts";
import { InfoPage } from "../features/info-pages/info-page.tsx";

/** The fixed pages' titles in pages.json, shown while their text loads. */
const titleKeys: Record<InfoPageName, PageKey> = {
  ban: "ban",
  cookies: "cookies",
  faq: "faq",
  privacy: "privacy",
  "return-policy": "returnPolicy",
  service: "service",
  terms: "terms",
};

/** The route module of a fixed page, or of the `/{token}` pages (null). */
export function infoPageRoute(
  page: InfoPageName | null,
): Pick<RouteObject, "handle" | "loader" | "Component"> {
  return {
    handle: { ...OWN_TITLE_HANDLE, infoPage: page },
    loader: (args) => loadContentPageOnServer(args, page ?? args.params.token),
    Component: RouteScreen,
  };
}

/** The screen of a route infoPageRoute made: its page is in the handle. */
function RouteScreen() {
  const handle = useMatches().at(-1)?.handle as { infoPage: InfoPageName | null };
  return <InfoPageScreen page={handle.infoPage} />;
}

export function InfoPageScreen({ page, after }: { page: InfoPageName | null; after?: ReactNode }) {
  const { t } = useTranslation("pages");
  const { token } = useParams();
  const initial = useLoaderData<ContentPage | null>() ?? null;
  return (
    <InfoPage
      slug={page ?? token}
      loadingTitle={page ? t(`${titleKeys[page]}.title`) : undefined}
      initial={initial}
      after={after}
    />
  );
}
