/**
 * The operator inbox (role operator): the queue of conversations waiting for an answer from a fictional,
 * cam or resell profile, oldest first, paged, searchable by name, sortable, filtered by the member's site
 * and language. Claiming one opens its workspace (`?conversation=` in the URL, so back returns here).
 */
import type { OperatorQueueItem } from "@amora/contract/admin-operator";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FilterSelect, ListBody, ListHead, SortHeader, useListQuery } from "../admin-list.tsx";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { operatorApi, type QueueSort } from "./operator-api.ts";
import { OperatorWorkspace } from "./operator-workspace.tsx";
import "./operator.scss";

const SORTS: readonly QueueSort[] = ["waiting", "unread", "member"];

export function OperatorInboxScreen() {
  const [params] = useSearchParams();
  const conversation = Number.parseInt(params.get("conversation") ?? "", 10);
  if (Number.isInteger(conversation) && conversation > 0) {
    return <OperatorWorkspace key={conversation} conversation={conversation} />;
  }
  return <OperatorQueue />;
}

function OperatorQueue() {
  const { t, i18n } = useTranslation("admin-operator");
  const locale = useStaffFormatLocale();
  const list = useListQuery({
    sorts: SORTS,
    defaultSort: "waiting",
    defaultOrder: "asc",
    filters: ["site", "language"],
  });
  const guard = useSessionGuard();
  const [, setParams] = useSearchParams();

  const queue = useQuery({
    queryKey: ["admin", "operator", "queue", list.apiQuery],
    queryFn: ({ signal }) => guard(() => operatorApi.queue(list.apiQuery, signal)),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
    retry: false,
  });

  const claim = useMutation({
    mutationFn: (conversation: number) => guard(() => operatorApi.claim(conversation)),
    onSuccess: ({ claim }) => setParams({ conversation: String(claim.conversation) }),
    onError: () => void queue.refetch(),
  });

  const date = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const languageName = new Intl.DisplayNames([i18n.language], { type: "language" });

  return (
    <section aria-labelledby="operator-inbox-title">
      <ListHead
        id="operator-inbox-title"
        title={t("inbox.title")}
        intro={t("inbox.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("inbox.searchPlaceholder")}
      >
        <FilterSelect
          id="operator-site"
          label={t("inbox.site")}
          all={t("inbox.allSites")}
          value={list.query.filters.site ?? ""}
          options={(queue.data?.sites ?? []).map((site) => [String(site.id), site.name])}
          onChange={(value) => list.setFilter("site", value)}
        />
        <FilterSelect
          id="operator-language"
          label={t("inbox.language")}
          all={t("inbox.allLanguages")}
          value={list.query.filters.language ?? ""}
          options={(queue.data?.languages ?? []).map((code) => [code, languageName.of(code) ?? code])}
          onChange={(value) => list.setFilter("language", value)}
        />
      </ListHead>
      {claim.isError && <ErrorAlert error={claim.error} />}
      <ListBody
        list={list}
        result={queue}
        loadFailed={t("inbox.loadFailed")}
        count={(count) => t("inbox.count", { count })}
        empty={
          list.query.q || list.query.filters.site || list.query.filters.language
            ? t("inbox.empty")
            : t("inbox.emptyAll")
        }
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="waiting" label={t("inbox.waiting")} />
                <SortHeader list={list} sort="member" label={t("inbox.member")} />
                <SortHeader list={list} label={t("inbox.profile")} />
                <SortHeader list={list} label={t("inbox.site")} />
                <SortHeader list={list} sort="unread" label={t("inbox.unread")} />
                <th scope="col">
                  <span className="visually-hidden">{t("inbox.claim")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <QueueRow
                  key={item.conversation}
                  item={item}
                  waiting={date.format(new Date(item.waiting_since))}
                  language={languageName.of(item.language) ?? item.language}
                  busy={claim.isPending}
                  onClaim={() => claim.mutate(item.conversation)}
                />
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </section>
  );
}

function QueueRow({
  item,
  waiting,
  language,
  busy,
  onClaim,
}: {
  item: OperatorQueueItem;
  waiting: string;
  language: string;
  busy: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation("admin-operator");
  const takenByOther = item.claim !== null && !item.claim.mine;
  return (
    <tr>
      <td data-label={t("inbox.waiting")}>
        <time dateTime={item.waiting_since}>{waiting}</time>
      </td>
      <td data-label={t("inbox.member")} className="fw-semibold">
        {item.member.name}
      </td>
      <td data-label={t("inbox.profile")}>
        <span>
          {item.profile.name}{" "}
          <span className="badge rounded-pill text-bg-light operator-kind">
            {t(`kinds.${item.profile.kind}`)}
          </span>
        </span>
      </td>
      <td data-label={t("inbox.site")}>
        {item.site.name} · {language}
      </td>
      <td data-label={t("inbox.unread")}>{item.unread}</td>
      <td className="text-end">
        {takenByOther ? (
          <span className="text-body-secondary small">{t("inbox.claimedByOther")}</span>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            aria-label={t("inbox.claimNamed", { member: item.member.name, profile: item.profile.name })}
            onClick={onClaim}
          >
            {item.claim?.mine ? t("inbox.continue") : t("inbox.claim")}
          </button>
        )}
      </td>
    </tr>
  );
}
