/**
 * Sites and settings (admins): the sites, paged, searchable and sortable; a site opened (`?site=<id>`,
 * so back and a shared link work) shows its settings in sections, its company, and its credit bundles per
 * currency.
 */
import { COUNTRY_CURRENCY } from "@amora/contract/payments";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListBody, ListHead, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { BundlesEditor } from "./bundles-editor.tsx";
import { CompanyForm } from "./company-form.tsx";
import { LanderVariantsEditor } from "./lander-variants-editor.tsx";
import { SiteSettingsForm } from "./site-settings-form.tsx";
import { sitesApi } from "./sites-api.ts";
import "./sites.scss";

const SORTS = ["name", "domain", "id"] as const;

export function SitesScreen() {
  const [params] = useSearchParams();
  const siteId = Number(params.get("site"));
  return Number.isInteger(siteId) && siteId > 0 ? <SiteScreen id={siteId} /> : <SitesList />;
}

function SitesList() {
  const { t } = useTranslation("admin-sites");
  const list = useListQuery({ sorts: SORTS, defaultSort: "name", defaultOrder: "asc" });
  const guard = useSessionGuard();
  const sites = useQuery({
    queryKey: ["admin", "sites", list.apiQuery],
    queryFn: ({ signal }) => guard(() => sitesApi.sites(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <section aria-labelledby="sites-title">
      <ListHead
        id="sites-title"
        title={t("list.title")}
        intro={t("list.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("list.searchPlaceholder")}
      />
      <ListBody
        list={list}
        result={sites}
        loadFailed={t("list.loadFailed")}
        count={(count) => t("list.count", { count })}
        empty={t("list.empty")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="name" label={t("list.name")} />
                <SortHeader list={list} sort="domain" label={t("list.domain")} />
                <SortHeader list={list} label={t("list.countries")} />
                <SortHeader list={list} label={t("list.company")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((site) => (
                <tr key={site.id}>
                  <td data-label={t("list.name")}>
                    <Link to={`?site=${site.id}`}>{site.name}</Link>
                    {site.is_default && <span className="badge text-bg-light ms-2">{t("list.default")}</span>}
                  </td>
                  <td data-label={t("list.domain")}>{site.domain}</td>
                  <td data-label={t("list.countries")}>{site.countries.join(", ")}</td>
                  <td data-label={t("list.company")}>{site.company}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </section>
  );
}

function SiteScreen({ id }: { id: number }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const site = useQuery({
    queryKey: ["admin", "site", id],
    queryFn: ({ signal }) => guard(() => sitesApi.site(id, signal)),
    retry: false,
  });
  const home = site.data?.site.countries[0];
  return (
    <section aria-labelledby="site-title" className="site-screen">
      <Link to="/admin/sites" className="site-screen__back">
        {t("settings.back")}
      </Link>
      <h1 id="site-title" className="h3">
        {site.data ? t("settings.heading", { name: site.data.site.name }) : t("settings.title")}
      </h1>
      {site.error && <ErrorAlert error={site.error} />}
      {!site.data && !site.error && (
        <div className="admin-loading" role="status">
          <div className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">{t("settings.loading")}</span>
        </div>
      )}
      {site.data && (
        <>
          <p className="text-body-secondary">{site.data.site.domain}</p>
          <SiteSettingsForm key={`site-${id}`} site={site.data.site} />
          <BundlesEditor siteId={id} defaultCurrency={(home && COUNTRY_CURRENCY[home]) || "EUR"} />
          <LanderVariantsEditor siteId={id} />
          <CompanyForm key={`company-${site.data.company.id}`} company={site.data.company} />
        </>
      )}
    </section>
  );
}
