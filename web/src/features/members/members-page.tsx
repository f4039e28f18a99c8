/** Member search (/members): filters in the URL, a grid of member cards, paging, similar profiles, states. */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { MemberCardGrid, MemberGridSkeleton } from "../../components/member-card-grid.tsx";
import { ApiError } from "../../lib/api-errors.ts";
import { useCountryName } from "../../lib/country-name.ts";
import { useSessionUser } from "../session/index.ts";
import { SignupLink, useTracking } from "../signup/index.ts";
import { regionsQuery, useFormatLocale, useLoadedSettings } from "../site/index.ts";
import { searchQuery } from "./api.ts";
import { filtersFromSearch, filtersToSearch, type Gender, type SearchFilters } from "./search-filters.ts";
import "./members.scss";

/** members.scss: 2 columns on phones, 3 from 768, 4 from 992, 5 from 1200 px. */
const CARD_SIZES = "(min-width: 1200px) 240px, (min-width: 992px) 24vw, (min-width: 768px) 32vw, 48vw";
const SKELETON_CARDS = 10;

export function MembersPage() {
  const { t } = useTranslation("members");
  const settings = useLoadedSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  // A visitor's traffic source may be what opens the search to them (spec §3 logged_out_search_trafficsource).
  const { network } = useTracking();
  const search = useQuery(searchQuery(filters, network));
  const locale = useFormatLocale();
  const formatNumber = (value: number) => new Intl.NumberFormat(locale).format(value);

  // A new search starts at the top of the page (ScrollRestoration, app/root.tsx).
  const go = (next: SearchFilters) => setSearchParams(filtersToSearch(next));

  const refused = search.error instanceof ApiError && search.error.status === 403;

  return (
    <div className="container py-3 py-md-4 members-page">
      <h1 className="h3 mb-3">{t("search.title")}</h1>
      {refused ? (
        <VisitorPrompt />
      ) : (
        <>
          <FilterBar key={searchParams.toString()} filters={filters} onApply={go} />
          {search.isError ? (
            <LoadFailed
              text={
                search.error instanceof ApiError && search.error.code === "VALIDATION_FAILED"
                  ? t("search.invalid")
                  : t("search.error")
              }
              onRetry={() => void search.refetch()}
            />
          ) : search.isPending ? (
            <MemberGridSkeleton className="members-grid" count={SKELETON_CARDS} label={t("search.loading")} />
          ) : (
            <>
              <p className="text-body-secondary mb-2" data-testid="members-total">
                {search.data.total_capped
                  ? t("search.totalCapped", { total: formatNumber(search.data.total) })
                  : t("search.total", { count: search.data.total, total: formatNumber(search.data.total) })}
              </p>
              {search.data.profiles.length === 0 ? (
                <div className="members-state">
                  <p className="fw-semibold mb-1">{t("search.emptyTitle")}</p>
                  <p className="text-body-secondary">{t("search.emptyText")}</p>
                </div>
              ) : (
                <CardGrid profiles={search.data.profiles} settings={settings} label={t("search.listLabel")} />
              )}
              <Paging
                page={search.data.pageNumber}
                hasNext={search.data.pageNumber * search.data.pageSize < search.data.total}
                onPage={(page) => go({ ...filters, page })}
              />
              {search.data.similar.length > 0 && (
                <section className="mt-4" aria-labelledby="members-similar">
                  <h2 id="members-similar" className="h5 mb-3">
                    {t("search.similar")}
                  </h2>
                  <CardGrid profiles={search.data.similar} settings={settings} label={t("search.similar")} />
                </section>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation("members");
  return (
    <div className="members-state card shadow-sm p-4">
      <p className="fw-semibold mb-1">{t("visitor.title")}</p>
      <p className="text-body-secondary">{t("visitor.text")}</p>
      <div className="d-flex gap-2 justify-content-center flex-wrap">
        <Link to={paths.login} className="btn btn-outline-primary rounded-pill px-4">
          {t("visitor.login")}
        </Link>
        <SignupLink className="btn btn-primary rounded-pill px-4">{t("visitor.signup")}</SignupLink>
      </div>
    </div>
  );
}

export function CardGrid({
  profiles,
  settings,
  label,
}: {
  profiles: ProfileCard[];
  settings: Settings;
  label: string;
}) {
  return (
    <MemberCardGrid
      profiles={profiles}
      settings={settings}
      label={label}
      className="members-grid"
      sizes={CARD_SIZES}
    />
  );
}

function Paging({
  page,
  hasNext,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("members");
  if (page <= 1 && !hasNext) return null;
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-center gap-2 mt-3"
      aria-label={t("search.paging")}
    >
      <button
        type="button"
        className="btn btn-outline-primary rounded-pill"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t("search.previous")}
      </button>
      <span aria-current="page">{t("search.page", { page })}</span>
      <button
        type="button"
        className="btn btn-outline-primary rounded-pill"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        {t("search.next")}
      </button>
    </nav>
  );
}

const AGES = Array.from({ length: 82 }, (_, i) => String(18 + i));

function AgeSelect(props: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-6 col-md-auto">
      <label className="form-label small mb-1" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="form-select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.anyLabel}</option>
        {AGES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterBar({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const { t, i18n } = useTranslation("members");
  const { t: tAccount } = useTranslation("account");
  const settings = useLoadedSettings();
  const countryName = useCountryName();
  // The filters the site offers (setting search_fields); the server ignores the others too.
  const offers = (field: string) => settings.search_fields.includes(field);
  // Without a profile the server's defaults are everyone in every country of the site.
  const isMember = useSessionUser() !== null;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({
    gender: filters.gender ?? "",
    country: filters.country ?? "",
    countryregion: filters.countryregion ?? "",
    min_age: filters.min_age === undefined ? "" : String(filters.min_age),
    max_age: filters.max_age === undefined ? "" : String(filters.max_age),
  });
  const fromSettings = settings.region_data.country === draft.country ? settings.region_data : undefined;
  const allRegions = useQuery({
    ...regionsQuery,
    enabled: draft.country !== "" && fromSettings === undefined,
  });
  const regions = fromSettings ?? (draft.country ? allRegions.data?.[draft.country] : undefined);
  const countries = [...settings.countries].sort((a, b) =>
    countryName(a).localeCompare(countryName(b), i18n.language),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toAge = (value: string) => (value === "" ? undefined : Number(value));
    let min = toAge(draft.min_age);
    let max = toAge(draft.max_age);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    onApply({
      gender: draft.gender === "" || !offers("gender") ? undefined : (draft.gender as Gender),
      country: (offers("country") && draft.country) || undefined,
      countryregion:
        offers("countryregion") && draft.country && draft.countryregion ? draft.countryregion : undefined,
      min_age: offers("min_age") ? min : undefined,
      max_age: offers("max_age") ? max : undefined,
      page: 1,
    });
    setOpen(false);
  };

  return (
    <div className="members-filters mb-3">
      <button
        type="button"
        className="btn btn-outline-secondary rounded-pill d-md-none mb-2"
        aria-expanded={open}
        aria-controls="members-filter-form"
        onClick={() => setOpen((value) => !value)}
      >
        {t("filters.toggle")}
      </button>
      <form
        id="members-filter-form"
        className={`row g-2 align-items-end ${open ? "" : "d-none d-md-flex"}`}
        onSubmit={submit}
        aria-label={t("filters.label")}
      >
        {offers("gender") && (
          <div className="col-12 col-md">
            <label className="form-label small mb-1" htmlFor="filter-gender">
              {t("filters.gender")}
            </label>
            <select
              id="filter-gender"
              className="form-select"
              value={draft.gender}
              onChange={(event) => setDraft({ ...draft, gender: event.target.value })}
            >
              <option value="">
                {t(isMember ? "filters.genderDefault" : "filters.genderDefaultVisitor")}
              </option>
              <option value="female">{t("filters.genders.female")}</option>
              <option value="male">{t("filters.genders.male")}</option>
              <option value="any">{t("filters.genders.any")}</option>
            </select>
          </div>
        )}
        {offers("country") && countries.length > 0 && (
          <div className="col-12 col-md">
            <label className="form-label small mb-1" htmlFor="filter-country">
              {t("filters.country")}
            </label>
            <select
              id="filter-country"
              className="form-select"
              value={draft.country}
              onChange={(event) => setDraft({ ...draft, country: event.target.value, countryregion: "" })}
            >
              <option value="">
                {t(isMember ? "filters.countryDefault" : "filters.countryDefaultVisitor")}
              </option>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {countryName(country)}
                </option>
              ))}
            </select>
          </div>
        )}
        {offers("countryregion") &&
          draft.country !== "" &&
          (regions === undefined || regions.regions.length > 0) && (
            <div className="col-12 col-md">
              <label className="form-label small mb-1" htmlFor="filter-region">
                {tAccount(`fields.regionLabels.${regions?.label ?? "region"}`)}
              </label>
              <select
                id="filter-region"
                className="form-select"
                value={draft.countryregion}
                disabled={regions === undefined}
                onChange={(event) => setDraft({ ...draft, countryregion: event.target.value })}
              >
                <option value="">{t("filters.anyRegion")}</option>
                {regions?.regions.map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        {offers("min_age") && (
          <AgeSelect
            id="filter-min-age"
            label={t("filters.minAge")}
            anyLabel={t("filters.ageAny")}
            value={draft.min_age}
            onChange={(min_age) => setDraft({ ...draft, min_age })}
          />
        )}
        {offers("max_age") && (
          <AgeSelect
            id="filter-max-age"
            label={t("filters.maxAge")}
            anyLabel={t("filters.ageAny")}
            value={draft.max_age}
            onChange={(max_age) => setDraft({ ...draft, max_age })}
          />
        )}
        <div className="col-12 col-md-auto">
          <button type="submit" className="btn btn-primary rounded-pill px-4 w-100">
            {t("filters.apply")}
          </button>
        </div>
      </form>
    </div>
  );
}
