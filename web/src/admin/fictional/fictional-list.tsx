/** The list of fictional, cam and resell profiles: searched, filtered by kind, country and status, sorted, paged. */
import { FICTIONAL_KINDS, type FictionalListItem, PROFILE_STATUSES } from "@amora/contract/admin-fictional";
import { COUNTRIES } from "@amora/contract/countries";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListBody, ListHead, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { type FictionalSort, fictionalApi } from "./fictional-api.ts";

const SORTS: readonly FictionalSort[] = ["id", "name", "country", "city", "created", "active"];
const FILTERS = ["kind", "country", "status"] as const;

export function FictionalList() {
  const { t, i18n } = useTranslation("admin-fictional");
  const locale = useStaffFormatLocale();
  const list = useListQuery({ sorts: SORTS, defaultSort: "created", filters: FILTERS });
  const guard = useSessionGuard();
  const result = useQuery({
    queryKey: ["admin", "fictional", list.apiQuery],
    queryFn: ({ signal }) => guard(() => fictionalApi.list(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const countryNames = new Intl.DisplayNames([i18n.language], { type: "region" });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const filtered = list.query.q || Object.keys(list.query.filters).length > 0;

  const select = (
    name: (typeof FILTERS)[number],
    label: string,
    any: string,
    options: [string, string][],
  ) => (
    <div className="fictional-filter">
      <label className="visually-hidden" htmlFor={`fictional-${name}`}>
        {label}
      </label>
      <select
        id={`fictional-${name}`}
        className="form-select"
        value={list.query.filters[name] ?? ""}
        onChange={(event) => list.setFilter(name, event.target.value)}
      >
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby="fictional-title">
      <ListHead
        id="fictional-title"
        title={t("title")}
        intro={t("intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("searchPlaceholder")}
      >
        {select(
          "kind",
          t("filters.kind"),
          t("filters.anyKind"),
          FICTIONAL_KINDS.map((kind) => [kind, t(`kinds.${kind}`)]),
        )}
        {select(
          "country",
          t("filters.country"),
          t("filters.anyCountry"),
          COUNTRIES.map((code) => [code, countryNames.of(code) ?? code]),
        )}
        {select(
          "status",
          t("filters.status"),
          t("filters.anyStatus"),
          PROFILE_STATUSES.map((status) => [status, t(`statuses.${status}`)]),
        )}
        <Link to="?profile=new" className="btn btn-primary">
          {t("new")}
        </Link>
      </ListHead>
      <ListBody
        list={list}
        result={result}
        loadFailed={t("loadFailed")}
        count={(count) => t("count", { count })}
        empty={filtered ? t("empty") : t("emptyAll")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards fictional-table">
            <thead>
              <tr>
                <SortHeader list={list} sort="id" label={t("columns.id")} />
                <SortHeader list={list} label={t("columns.photo")} />
                <SortHeader list={list} sort="name" label={t("columns.name")} />
                <SortHeader list={list} label={t("columns.kind")} />
                <SortHeader list={list} sort="country" label={t("columns.country")} />
                <SortHeader list={list} sort="city" label={t("columns.city")} />
                <SortHeader list={list} label={t("columns.status")} />
                <SortHeader list={list} label={t("columns.sites")} />
                <SortHeader list={list} sort="created" label={t("columns.created")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <Row
                  key={item.id}
                  item={item}
                  country={countryNames.of(item.country) ?? item.country}
                  created={dateFormat.format(new Date(item.created_at))}
                />
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </section>
  );
}

function Row({ item, country, created }: { item: FictionalListItem; country: string; created: string }) {
  const { t } = useTranslation("admin-fictional");
  const kinds = FICTIONAL_KINDS.filter((kind) => item[kind]).map((kind) => t(`kinds.${kind}`));
  return (
    <tr>
      <td data-label={t("columns.id")}>{item.id}</td>
      <td data-label={t("columns.photo")}>
        {item.thumb ? (
          <img className="fictional-thumb" src={`/media/${item.thumb}`} alt="" width={40} height={40} />
        ) : (
          "—"
        )}
      </td>
      <td data-label={t("columns.name")}>
        <Link to={`?profile=${item.id}`} aria-label={t("edit", { name: item.name })}>
          {item.name}
        </Link>
      </td>
      <td data-label={t("columns.kind")}>
        {kinds.join(" · ")}
        {item.invisible && <span className="badge text-bg-secondary ms-1">{t("invisible")}</span>}
      </td>
      <td data-label={t("columns.country")}>{country}</td>
      <td data-label={t("columns.city")}>{item.city}</td>
      <td data-label={t("columns.status")}>
        <span className={`badge ${item.status === "active" ? "text-bg-success" : "text-bg-secondary"}`}>
          {t(`statuses.${item.status}`)}
        </span>
      </td>
      <td data-label={t("columns.sites")}>
        {item.site_ids ? t("siteCount", { count: item.site_ids.length }) : t("allSites")}
      </td>
      <td data-label={t("columns.created")}>{created}</td>
    </tr>
  );
}
