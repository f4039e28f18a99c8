/**
 * An information page's content (GET /api/page.php?slug=, contract/content-pages.ts), in the interface
 * language: fetched by the screen in the browser, and by the route's loader while the server renders it.
 */
import { type ContentPage, ContentPageSchema, PAGE_SLUG_PATTERN } from "@amora/contract/content-pages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoaderFunctionArgs } from "react-router";
import { apiClient } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-errors.ts";
import { serverApiContext } from "../../lib/server-api.ts";

export const PAGE_NOT_FOUND = "PAGE_NOT_FOUND";

/** A slug the server could never know (a token with capitals or dots) is a 404 without asking it. */
export function isPageSlug(slug: string | undefined): slug is string {
  return slug !== undefined && PAGE_SLUG_PATTERN.test(slug);
}

const pagePath = (slug: string) => `/api/page.php?slug=${encodeURIComponent(slug)}`;

export const contentPageKey = (slug: string, language: string) => ["content-page", slug, language] as const;

/** The page's content, or null: the server renders without it (the browser fetches it) rather than fail. */
export async function loadContentPageOnServer(
  { context }: Pick<LoaderFunctionArgs, "context">,
  slug: string | undefined,
): Promise<ContentPage | null> {
  const api = context.get(serverApiContext);
  if (!api || !isPageSlug(slug)) return null;
  try {
    return ContentPageSchema.parse(await api(pagePath(slug)));
  } catch {
    return null;
  }
}

/**
 * The page in the interface language. `initial` is what the server rendered the page with, in the language the
 * page started in: it stands for that language only, so a switch fetches the page again.
 */
export function useContentPage(slug: string, initial: ContentPage | null) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [startLanguage] = useState(language);
  return useQuery({
    queryKey: contentPageKey(slug, language),
    queryFn: ({ signal }) => apiClient.request(pagePath(slug), { parser: ContentPageSchema, signal }),
    initialData: initial !== null && language === startLanguage ? initial : undefined,
    // Pages change rarely; going back and forth between them need not refetch.
    staleTime: 5 * 60_000,
  });
}

export function isPageNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === PAGE_NOT_FOUND;
}
