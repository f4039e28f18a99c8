/**
 * Members (support, moderators, admins; decision 037): the list, found by e-mail, name or profile id,
 * filtered by site and state, sorted and paged; `?member=<id>` opens a member's record in its place, so
 * back returns to the list as it was.
 */
import { MEMBER_STATES, type MemberSort } from "@amora/contract/admin-members";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FilterSelect, ListBody, ListHead, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { MemberRecordScreen } from "./member-record.tsx";
import { membersApi } from "./members-api.ts";
import "./members.scss";
import { StateBadge } from "./state-badge.tsx";

const SORTS: readonly MemberSort[] = ["signup", "last_login", "email", "name", "credits"];

export function MembersScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get("member"));
  if (Number.isInteger(id) && id > 0) return <MemberRecordScreen key={id} id={id} />;
  return <MemberList />;
}

function MemberList() {
  const { t } = useTranslation("admin-members");
  const locale = useStaffFormatLocale();
  const list = useListQuery({ sorts: SORTS, defaultSort: "signup", filters: ["site", "status"] });
  const guard = useSessionGuard();
  const members = useQuery({
    queryKey: ["admin", "members", list.apiQuery],
    queryFn: ({ signal }) => guard(() => membersApi.list(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const sites = members.data?.sites ?? [];

  return (
    <section aria-labelledby="members-title">
      <ListHead
        id="members-title"
        title={t("list.title")}
        intro={t("list.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("list.searchPlaceholder")}
      >
        <FilterSelect
          id="members-site"
          label={t("list.site")}
          value={list.query.filters.site}
          onChange={(value) => list.setFilter("site", value)}
          all={t("list.allSites")}
          options={sites.map((site): [string, string] => [String(site.id), site.name])}
        />
        <FilterSelect
          id="members-status"
          label={t("list.state")}
          value={list.query.filters.status}
          onChange={(value) => list.setFilter("status", value)}
          all={t("list.allStates")}
          options={MEMBER_STATES.map((state): [string, string] => [state, t(`states.${state}`)])}
        />
      </ListHead>
      <ListBody
        list={list}
        result={members}
        loadFailed={t("list.loadFailed")}
        count={(count) => t("list.count", { count })}
        empty={
          list.query.q || Object.keys(list.query.filters).length > 0 ? t("list.empty") : t("list.emptyAll")
        }
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="email" label={t("list.member")} />
                <SortHeader list={list} label={t("list.site")} />
                <SortHeader list={list} label={t("list.state")} />
                <SortHeader list={list} sort="credits" label={t("list.credits")} />
                <SortHeader list={list} sort="signup" label={t("list.signup")} />
                <SortHeader list={list} sort="last_login" label={t("list.lastLogin")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((member) => (
                <tr key={member.id}>
                  <td data-label={t("list.member")}>
                    <div>
                      <Link to={`?member=${member.id}`} className="member-link">
                        {member.name}
                      </Link>
                      <div className="small text-body-secondary member-email">{member.email}</div>
                      <div className="small text-body-secondary">
                        {t("list.profileId", { id: member.profile_id })}
                      </div>
                    </div>
                  </td>
                  <td data-label={t("list.site")}>{member.site}</td>
                  <td data-label={t("list.state")}>
                    <StateBadge state={member.state} />
                  </td>
                  <td data-label={t("list.credits")}>{member.credits}</td>
                  <td data-label={t("list.signup")}>
                    <time dateTime={member.signup_at}>{date.format(new Date(member.signup_at))}</time>
                  </td>
                  <td data-label={t("list.lastLogin")}>
                    {member.last_login_at ? (
                      <time dateTime={member.last_login_at}>
                        {date.format(new Date(member.last_login_at))}
                      </time>
                    ) : (
                      t("list.never")
                    )}
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
