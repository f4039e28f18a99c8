/** The document title: a page's title with the site name, or the site's own index title for the home page. */
import type { Settings } from "@amora/contract/settings";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { siteQueryKeys } from "./query-keys.ts";

/**
 * Sets the document title while the calling page shows; `null` means the site's index title, `undefined`
 * leaves it to the screen (whose title comes with its data).
 */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  // Read from the cache rather than subscribing: the settings never change after the first load, the
  // error page must still get a title when they failed to load, and the entry stays free of the API code.
  const settings = useQueryClient().getQueryData<Settings>(siteQueryKeys.settings);
  const title =
    pageTitle === undefined
      ? undefined
      : pageTitle === null
        ? settings?.index_title
        : settings
          ? `${pageTitle} | ${settings.name}`
          : pageTitle;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
