/** What a screen's route module tells the shell through its `handle` export: which page it is, for the title. */
import type pages from "../locales/en/pages.json";

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
