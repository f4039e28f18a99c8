/**
 * Operator figures (admins: every operator; an operator: their own): answers and the median response time
 * (from the member's waiting message to the answer) over a period of days, paged, searchable, sortable.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListBody, ListHead, PeriodFilter, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { type FiguresSort, operatorApi } from "./operator-api.ts";
import "./operator.scss";

const SORTS: readonly FiguresSort[] = ["answered", "median", "name"];

export function useDuration() {
  const { t } = useTranslation("admin-operator");
  return (seconds: number | null) => {
    if (seconds === null) return t("figures.none");
    if (seconds < 60) return t("figures.seconds", { value: seconds });
    if (seconds < 3_600)
      return t("figures.minutes", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
    return t("figures.hours", {
      hours: Math.floor(seconds / 3_600),
      minutes: Math.floor((seconds % 3_600) / 60),
    });
  };
}

export function OperatorFiguresScreen() {
  const { t } = useTranslation("admin-operator");
  const list = useListQuery({ sorts: SORTS, defaultSort: "answered", filters: ["from", "to"] });
  const guard = useSessionGuard();
  const duration = useDuration();
  const figures = useQuery({
    queryKey: ["admin", "operator", "figures", list.apiQuery],
    queryFn: ({ signal }) => guard(() => operatorApi.figures(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = figures.data;
  return (
    <section aria-labelledby="operator-figures-title">
      <ListHead
        id="operator-figures-title"
        title={t("figures.title")}
        intro={data && !data.everyone ? t("figures.introOwn") : t("figures.introAll")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("figures.searchPlaceholder")}
      >
        <PeriodFilter
          labels={{ from: t("figures.from"), to: t("figures.to") }}
          values={{
            from: list.query.filters.from ?? data?.from,
            to: list.query.filters.to ?? data?.to,
          }}
          onChange={list.setFilter}
        />
      </ListHead>
      <ListBody
        list={list}
        result={figures}
        loadFailed={t("figures.loadFailed")}
        count={(count) => t("figures.count", { count })}
        empty={t("figures.empty")}
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="name" label={t("figures.operator")} />
                <SortHeader list={list} sort="answered" label={t("figures.answered")} />
                <SortHeader list={list} sort="median" label={t("figures.median")} />
              </tr>
            </thead>
            <tbody>
              {page.items.map((figure) => (
                <tr key={figure.staff_id}>
                  <td data-label={t("figures.operator")} className="fw-semibold">
                    {figure.name}
                  </td>
                  <td data-label={t("figures.answered")}>{figure.answered}</td>
                  <td data-label={t("figures.median")}>{duration(figure.median_seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </section>
  );
}
