/** What a screen's route module tells the shell through its `handle` export: which page it is, for the title. */
import type pages from "../../../locales/en/pages.json";

export type PageKey = keyof typeof pages;

export interface ScreenHandle {
  page: PageKey;
}

export function screenHandle(page: PageKey): ScreenHandle {
  return { page };
}

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === "object" && handle !== null && "page" in handle;
}

/**
 * The handle of a screen whose title comes with its data (an information page's, from the server): the
 * screen sets the document title itself, and the page frame leaves it.
 */
export const OWN_TITLE_HANDLE = { ownTitle: true } as const;

export function hasOwnTitle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "ownTitle" in handle;
}
