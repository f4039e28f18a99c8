/**
 * The information and legal pages as content (issue 16): per site and language, Markdown edited in the back
 * office and shown as sanitised HTML. The fixed pages are spec §2's INFO_PAGES; staff may add `/{token}` pages
 * whose slug is any other single path segment. zod/mini: an information page is a visitor's first page.
 */
import * as z from "zod/mini";
import { INFO_PAGES } from "./app-routes.ts";

export { INFO_PAGES };

/** A page's slug: lower-case letters, digits and dashes, as a single path segment. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const PageSlugSchema = z.string().check(z.regex(PAGE_SLUG_PATTERN));

export const ContentPageQuerySchema = z.object({ slug: PageSlugSchema });

/** The FAQ page's questions, grouped by its sections (`## section`, `### question` in the Markdown). */
export const FaqSectionSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ question: z.string(), html: z.string() })),
});
export type FaqSection = z.infer<typeof FaqSectionSchema>;

export const ContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML of the whole body, placeholders filled. */
  html: z.string(),
  /** ISO date-time of the version shown. */
  updated_at: z.string(),
  /**
   * Its date as the page shows it ("26 November 2026"), in the interface language and the site's date
   * locale: written by the server, as a browser's first date format loads its locale data (~20 ms on a
   * phone, inside the first page's hydration; docs/performance.md, issue 16).
   */
  updated_label: z.string(),
  /** The FAQ's sections (only for `faq`), for its accordions and search. */
  faq: z.nullable(z.array(FaqSectionSchema)),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;
