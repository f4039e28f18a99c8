/**
 * Information pages (admins): every site's pages in each language, paged, searchable by slug or title,
 * filtered by site and language; a page opened (`?page=<id>`) is its editor, `?new=1` makes a `/{token}` page.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatDate } from "../../lib/format-date.ts";
import { ListBody, ListHead, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { NewPageForm } from "./new-page-form.tsx";
import { PageEditor } from "./page-editor.tsx";
import { LanguageSelect, SiteSelect, usePageSites } from "./page-filters.tsx";
import { pagesApi } from "./pages-api.ts";
import "./pages.scss";
import { nativeLanguageName } from "../../i18n/language.ts";

const SORTS = ["slug", "title", "updated_at"] as const;

export function PagesScreen() {
  const [params] = useSearchParams();
  const pageId = Number(params.get("page-id"));
  if (Number.isInteger(pageId) && pageId > 0) return <PageEditor key={pageId} id={pageId} />;
  if (params.get("new") === "1") return <NewPageForm />;
  return <PagesList />;
}

function PagesList() {
  const { t } = useTranslation("admin-pages");
  const locale = useStaffFormatLocale();
  const list = useListQuery({
    sorts: SORTS,
    defaultSort: "slug",
    defaultOrder: "asc",
    filters: ["site_id", "language"],
  });
  const guard = useSessionGuard();
  const sites = usePageSites();
  const pages = useQuery({
    queryKey: ["admin", "pages", list.apiQuery],
    queryFn: ({ signal }) => guard(() => pagesApi.pages(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <section aria-labelledby="pages-title">
      <ListHead
        id="pages-title"
        title={t("list.title")}
        intro={t("list.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("list.searchPlaceholder")}
      >
        <SiteSelect
          id="pages-site"
          label={t("list.site")}
          allLabel={t("list.allSites")}
          sites={sites.data?.sites ?? []}
          value={list.query.filters.site_id ?? ""}
          onChange={(value) => list.setFilter("site_id", value)}
        />
        <LanguageSelect
          id="pages-language"
          label={t("list.language")}
          allLabel={t("list.allLanguages")}
          value={list.query.filters.language ?? ""}
          onChange={(value) => list.setFilter("language", value)}
        />
        <Link to="?new=1" className="btn btn-primary text-nowrap">
          {t("list.newPage")}
        </Link>
      </ListHead>
      <ListBody
        list={list}
        result={pages}
        loadFailed={t("list.loadFailed")}
        count={(count) => t("list.count", { count })}
        empty={t("list.empty")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="title" label={t("list.pageTitle")} />
                <SortHeader list={list} sort="slug" label={t("list.slug")} />
                <SortHeader list={list} label={t("list.siteColumn")} />
                <SortHeader list={list} label={t("list.languageColumn")} />
                <SortHeader list={list} label={t("list.status")} />
                <SortHeader list={list} sort="updated_at" label={t("list.updated")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((page) => (
                <tr key={page.id}>
                  <td data-label={t("list.pageTitle")}>
                    <Link to={`?page-id=${page.id}`}>{page.title}</Link>
                  </td>
                  <td data-label={t("list.slug")}>
                    <code>/{page.slug}</code>
                    {!page.fixed && <span className="badge text-bg-light ms-2">{t("list.own")}</span>}
                  </td>
                  <td data-label={t("list.siteColumn")}>{page.site_name}</td>
                  <td data-label={t("list.languageColumn")}>{nativeLanguageName(page.language)}</td>
                  <td data-label={t("list.status")}>
                    {/* A wrapper, so the phone's card layout does not stretch the badge across the row. */}
                    <span>
                      {page.published ? (
                        <span className="badge text-bg-success">{t("list.published")}</span>
                      ) : (
                        <span className="badge text-bg-secondary">{t("list.draft")}</span>
                      )}
                    </span>
                  </td>
                  <td data-label={t("list.updated")}>
                    {formatDate(page.updated_at, { dateStyle: "medium" }, locale)} ·{" "}
                    {t("versions.version", { version: page.version })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </section>
  );
}
