/**
 * The parts every back-office list is made of (every list is paged, searchable and sortable): the query in
 * the URL (so back, forward and a shared link show the same page), a search box that waits for a pause in
 * the typing, sortable column heads, the pager, and the loading, failed and empty states. A table on a
 * desktop; on a phone each row is a card (`admin-table--cards` in admin.scss, cells labelled by
 * `data-label`).
 */
import type { SortOrder } from "@amora/contract/admin";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The row whose dialog is open, kept in the URL's `open` (a reload or a shared link opens it again), and
 * the way to open one (or none).
 */
export function useOpenRow(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const show = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete("open");
    else next.set("open", String(id));
    setParams(next);
  };
  return [Number(params.get("open")) || null, show];
}

export interface ListQuery<Sort extends string> {
  q: string;
  sort: Sort;
  order: SortOrder;
  page: number;
  /** The list's own filters (status, site, …): absent when not set. */
  filters: Record<string, string>;
}

export interface ListOptions<Sort extends string> {
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultOrder?: SortOrder;
  /** The names of the list's own filters, kept in the URL beside q, sort, order and page. */
  filters?: readonly string[];
}

function readQuery<Sort extends string>(
  params: URLSearchParams,
  options: ListOptions<Sort>,
): ListQuery<Sort> {
  const defaultOrder = options.defaultOrder ?? "desc";
  const order = params.get("order");
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    q: params.get("q") ?? "",
    sort: options.sorts.find((value) => value === params.get("sort")) ?? options.defaultSort,
    order: order === "asc" || order === "desc" ? order : defaultOrder,
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
    filters,
  };
}

function writeQuery<Sort extends string>(
  query: ListQuery<Sort>,
  options: ListOptions<Sort>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const [name, value] of Object.entries(query.filters)) if (value) params.set(name, value);
  if (query.sort !== options.defaultSort) params.set("sort", query.sort);
  if (query.order !== (options.defaultOrder ?? "desc")) params.set("order", query.order);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

export interface ListState<Sort extends string> {
  query: ListQuery<Sort>;
  /** What the search box shows (the query's q follows it after a pause). */
  search: string;
  setSearch: (text: string) => void;
  update: (change: Partial<ListQuery<Sort>>) => void;
  setFilter: (name: string, value: string) => void;
  sortBy: (sort: Sort) => void;
  /** The query as the API takes it: q only when set, the filters beside the rest. */
  apiQuery: Record<string, string | number | undefined>;
}

/** A list's query, read from and written to the URL; a new search or filter goes back to page 1. */
export function useListQuery<Sort extends string>(options: ListOptions<Sort>): ListState<Sort> {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params, options);
  const [search, setSearch] = useState(query.q);
  // Two changes before the next render (a filter picked, then another) must both land: each builds on the
  // last one asked for, not on the URL this render read.
  const latest = useRef(query);
  latest.current = query;
  const update = (change: Partial<ListQuery<Sort>>) => {
    latest.current = { ...latest.current, ...change };
    setParams(writeQuery(latest.current, options));
  };

  useEffect(() => {
    if (search.trim() === query.q) return;
    const timer = setTimeout(() => update({ q: search.trim(), page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  return {
    query,
    search,
    setSearch,
    update,
    setFilter: (name, value) => update({ filters: { ...latest.current.filters, [name]: value }, page: 1 }),
    sortBy: (sort) =>
      update({ sort, order: query.sort === sort && query.order === "desc" ? "asc" : "desc", page: 1 }),
    apiQuery: {
      ...query.filters,
      q: query.q || undefined,
      sort: query.sort,
      order: query.order,
      page: query.page,
    },
  };
}

/** The page's title, its line of explanation and the list's search box. */
export function ListHead({
  id,
  title,
  intro,
  search,
  setSearch,
  placeholder,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  search: string;
  setSearch: (text: string) => void;
  placeholder: string;
  /** Filters shown beside the search box. */
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="admin-page-head">
      <div>
        <h1 id={id} className="h3 mb-1">
          {title}
        </h1>
        {intro && <p className="text-body-secondary mb-0">{intro}</p>}
      </div>
      <div className="admin-page-head__tools">
        {children}
        {/* biome-ignore lint/a11y/useSemanticElements: React 19 does not know the <search> element yet. */}
        <form role="search" className="admin-search" onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {t("list.search")}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder={placeholder}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
      </div>
    </div>
  );
}

/** A column head: a button that sorts by the column (again: the other way) when `sort` is given. */
export function SortHeader<Sort extends string>({
  list,
  sort,
  label,
}: {
  list: Pick<ListState<Sort>, "query" | "sortBy">;
  sort?: Sort;
  label: string;
}) {
  const { t } = useTranslation("admin");
  if (!sort) return <th scope="col">{label}</th>;
  const active = list.query.sort === sort;
  return (
    <th
      scope="col"
      aria-sort={active ? (list.query.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <button type="button" className="admin-sort" onClick={() => list.sortBy(sort)}>
        {label}
        <span className="visually-hidden"> ({t("list.sortBy", { column: label })})</span>
        <span className={`admin-sort__arrow ${active ? "is-active" : ""}`} aria-hidden="true">
          {active && list.query.order === "asc" ? "▲" : "▼"}
        </span>
      </button>
    </th>
  );
}

export interface Page {
  total: number;
  page_size: number;
}

/**
 * What a list shows for its query's state: a retry when it failed, a spinner while the first page loads,
 * else its count, its rows (or `empty`) and the pager. Rows of an older query stay, dimmed, while the
 * next page loads.
 */
export function ListBody<Data extends Page>({
  list,
  result,
  loadFailed,
  count,
  empty,
  isEmpty,
  children,
}: {
  list: { query: { page: number }; update: (change: { page: number }) => void };
  result: UseQueryResult<Data>;
  loadFailed: string;
  count: (total: number) => string;
  empty: string;
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  if (result.isError && !result.data) {
    return (
      <div
        className="alert alert-danger d-flex justify-content-between align-items-center gap-3"
        role="alert"
      >
        {loadFailed}
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => void result.refetch()}
        >
          {t("list.retry")}
        </button>
      </div>
    );
  }
  if (!result.data) {
    return (
      <div className="admin-loading" role="status">
        <div className="spinner-border text-primary" aria-hidden="true" />
        <span className="visually-hidden">{t("loading")}</span>
      </div>
    );
  }
  const data = result.data;
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  const page = list.query.page;
  return (
    <>
      <p className="admin-count" aria-live="polite">
        {count(data.total)}
      </p>
      {isEmpty(data) ? (
        <div className="card admin-empty">
          <div className="card-body">{empty}</div>
        </div>
      ) : (
        <div
          className={`admin-table-frame ${result.isPlaceholderData ? "is-loading" : ""}`}
          aria-busy={result.isPlaceholderData || undefined}
        >
          {children(data)}
        </div>
      )}
      <nav className="admin-pager" aria-label={t("list.pages")}>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page <= 1}
          onClick={() => list.update({ page: page - 1 })}
        >
          {t("list.previous")}
        </button>
        <span>{t("list.pageOf", { page, pages })}</span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page >= pages}
          onClick={() => list.update({ page: page + 1 })}
        >
          {t("list.next")}
        </button>
      </nav>
    </>
  );
}

/**
 * A list's filter beside its search box: a select whose label only screen readers read (its options say
 * what it filters), with an optional first option for "all" (the empty value).
 */
export function FilterSelect({
  id,
  label,
  all,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  all?: string;
  value: string | undefined;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
      >
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A list's period filter beside its search box: two days, each with a visible label (unlike a select's
 * options, an empty date field does not say what it is for).
 */
export function PeriodFilter({
  labels,
  values,
  onChange,
}: {
  labels: { from: string; to: string };
  values: { from: string | undefined; to: string | undefined };
  onChange: (bound: "from" | "to", day: string) => void;
}) {
  return (
    <div className="admin-period">
      {(["from", "to"] as const).map((bound) => (
        <label key={bound} className="small admin-period__field">
          {labels[bound]}
          <input
            type="date"
            className="form-control"
            value={values[bound] ?? ""}
            onChange={(event) => onChange(bound, event.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
