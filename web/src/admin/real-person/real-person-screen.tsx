/**
 * "Is this a real person?" questions (issue 17; decision 053): who asked about which profile, the answer
 * shown (the profile's kind) and when, newest first; the search box takes a profile's id, a row's profile
 * filters by it, and two days bound the range. Moderators, support and admins see every question; operators
 * those about the fictional, cam and resell profiles (the server decides). The asker opens in the member
 * tools for the roles that have them.
 */
import type { StaffRole } from "@amora/contract/admin";
import { MEMBER_TOOL_ROLES } from "@amora/contract/admin-members";
import type { RealPersonQuestion } from "@amora/contract/admin-real-person";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListBody, ListHead, PeriodFilter, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard, useStaff } from "../admin-session.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { realPersonApi } from "./real-person-api.ts";

const SORTS = ["asked"] as const;
const DAYS = ["from", "to"] as const;
const KIND_BADGE: Record<RealPersonQuestion["kind"], string> = {
  member: "text-bg-success",
  fictional: "text-bg-warning",
  cam: "text-bg-info",
  resell: "text-bg-secondary",
};

export function RealPersonScreen() {
  const { t } = useTranslation("admin-real-person");
  const locale = useStaffFormatLocale();
  const list = useListQuery({ sorts: SORTS, defaultSort: "asked", filters: DAYS });
  const guard = useSessionGuard();
  const staff = useStaff();
  const roles: readonly StaffRole[] = staff.data?.roles ?? [];
  const mayOpenMembers = roles.some((role) => (MEMBER_TOOL_ROLES as readonly StaffRole[]).includes(role));
  // Only a profile's id searches: anything else would ask the server for what it refuses.
  const profile = /^\d{1,9}$/.test(list.query.q) ? list.query.q : undefined;
  const badSearch = list.query.q !== "" && profile === undefined;
  const apiQuery = {
    profile,
    from: list.query.filters.from,
    to: list.query.filters.to,
    page: list.query.page,
  };
  const questions = useQuery({
    queryKey: ["admin", "real-person", apiQuery],
    queryFn: ({ signal }) => guard(() => realPersonApi.list(apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: !badSearch,
  });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <section aria-labelledby="real-person-title">
      <ListHead
        id="real-person-title"
        title={t("title")}
        intro={t("intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("searchPlaceholder")}
      >
        <PeriodFilter
          labels={{ from: t("from"), to: t("to") }}
          values={{ from: list.query.filters.from, to: list.query.filters.to }}
          onChange={list.setFilter}
        />
      </ListHead>
      {badSearch ? (
        <div className="alert alert-warning" role="alert">
          {t("profileDigits")}
        </div>
      ) : (
        <ListBody
          list={list}
          result={questions}
          loadFailed={t("loadFailed")}
          count={(count) => t("count", { count })}
          empty={t("empty")}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <table className="table admin-table admin-table--cards">
              <thead>
                <tr>
                  <SortHeader list={list} label={t("asked")} />
                  <SortHeader list={list} label={t("asker")} />
                  <SortHeader list={list} label={t("profile")} />
                  <SortHeader list={list} label={t("answer")} />
                  <SortHeader list={list} label={t("site")} />
                </tr>
              </thead>
              <tbody>
                {data.items.map((question) => (
                  <tr key={question.id}>
                    <td data-label={t("asked")}>
                      <time dateTime={question.asked_at}>
                        {dateFormat.format(new Date(question.asked_at))}
                      </time>
                    </td>
                    <td data-label={t("asker")}>
                      {question.asker === null ? (
                        <span className="text-body-secondary">{t("visitor")}</span>
                      ) : mayOpenMembers ? (
                        <Link to={`/admin/members?member=${question.asker.user_id}`}>
                          {question.asker.name}
                        </Link>
                      ) : (
                        question.asker.name
                      )}
                    </td>
                    <td data-label={t("profile")}>
                      {/* One box: on a phone's card each child of a cell is a grid item of its own. */}
                      <div>
                        <button
                          type="button"
                          className="btn btn-link p-0 text-start align-baseline"
                          title={t("onlyThisProfile")}
                          onClick={() => list.setSearch(String(question.profile.id))}
                        >
                          {question.profile.name}
                        </button>{" "}
                        <span className="small text-body-secondary">#{question.profile.id}</span>
                      </div>
                    </td>
                    <td data-label={t("answer")}>
                      <span className={`badge ${KIND_BADGE[question.kind]}`}>
                        {t(`kinds.${question.kind}`)}
                      </span>
                    </td>
                    <td data-label={t("site")}>{question.site_name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ListBody>
      )}
    </section>
  );
}
