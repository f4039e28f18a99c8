/**
 * The route between each layout and its screens. It sets the document title from the screen's handle,
 * runs what every page needs for a member (user refresh, the count in the title), captures the tracking
 * values of the query string, and its error boundary keeps errors (and the 404 page) inside the layout.
 */

import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useMatches } from "react-router";
import { SessionEffects } from "../features/session/index.ts";
import { captureTracking } from "../features/signup/index.ts";
import { useDocumentTitle } from "../features/site/index.ts";
import { reloadMemberLists } from "./member-lists.ts";
import { hasOwnTitle, isScreenHandle } from "./screen-handle.ts";

export function PageFrame() {
  const { t } = useTranslation("pages");
  const handles = useMatches().map((match) => match.handle);
  const page = handles.filter(isScreenHandle).at(-1)?.page;
  // A screen without a handle (the home page) gets the site's index title.
  useDocumentTitle(handles.some(hasOwnTitle) ? undefined : page ? t(`${page}.title`) : null);
  const { search } = useLocation();
  useEffect(() => {
    captureTracking(search);
  }, [search]);
  return (
    <>
      <SessionEffects reloadWithUser={reloadMemberLists} />
      <Outlet />
    </>
  );
}
