/**
 * An information page (spec §2: /terms, /privacy, /cookies, /ban, /return-policy, /service, /faq and any
 * `/{token}` page): its title, the article the back office wrote, when it was last updated, and for the FAQ
 * its questions with a search. The title shows while the text loads (the catalogue's, for the fixed pages),
 * so a server render without the text still has its heading.
 */
import type { ContentPage } from "@amora/contract/content-pages";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "../../app/errors/error-page.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { ApiError } from "../../lib/api-errors.ts";
import { useDocumentTitle } from "../site/index.ts";
import { isPageNotFound, isPageSlug, PAGE_NOT_FOUND, useContentPage } from "./api.ts";
import { ArticleBody } from "./article-body.tsx";
import { Faq } from "./faq.tsx";
import "./info-pages.scss";

interface InfoPageProps {
  slug: string | undefined;
  /** The title to show while the page loads (the fixed pages' catalogue title); none for a token page. */
  loadingTitle?: string;
  /** What the server rendered the page with (the route's loader), or null. */
  initial: ContentPage | null;
  /** Below the article, in the page's column: /service's contact form. */
  after?: ReactNode;
}

export function InfoPage({ slug, ...props }: InfoPageProps) {
  if (!isPageSlug(slug)) return <ErrorPage error={new ApiError(404, PAGE_NOT_FOUND, PAGE_NOT_FOUND)} />;
  return <LoadedInfoPage slug={slug} {...props} />;
}

function LoadedInfoPage({ slug, loadingTitle, initial, after }: InfoPageProps & { slug: string }) {
  const { t } = useTranslation("pages");
  const page = useContentPage(slug, initial);
  // A token page that failed to load still needs a heading: the general one.
  const title = page.data?.title ?? loadingTitle ?? (page.isError ? t("info.title") : undefined);
  useDocumentTitle(title ?? null);

  if (isPageNotFound(page.error)) return <ErrorPage error={page.error} />;
  return (
    <div className="container info-page">
      <article className="info-page__article" aria-busy={page.isPending}>
        <header className="info-page__header">
          {title ? (
            <h1 className="info-page__title">{title}</h1>
          ) : (
            <span className="info-page__placeholder info-page__placeholder--title" />
          )}
          {page.data && <UpdatedAt page={page.data} />}
        </header>
        {page.data ? (
          page.data.faq ? (
            <Faq sections={page.data.faq} />
          ) : (
            <ArticleBody html={page.data.html} />
          )
        ) : page.isError ? (
          <LoadFailed text={t("info.failed")} onRetry={() => void page.refetch()} />
        ) : (
          <Placeholder />
        )}
      </article>
      {after}
    </div>
  );
}

function UpdatedAt({ page }: { page: ContentPage }) {
  const { t } = useTranslation("pages");
  return <p className="info-page__updated">{t("info.updated", { date: page.updated_label })}</p>;
}

/** The text's shape while it loads: a few lines of grey bars, read out as loading. */
function Placeholder() {
  const { t } = useTranslation("pages");
  return (
    <div className="info-page__loading" role="status">
      <span className="visually-hidden">{t("info.loading")}</span>
      {[92, 100, 84, 96, 60].map((width) => (
        <span key={width} className="info-page__placeholder" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}
