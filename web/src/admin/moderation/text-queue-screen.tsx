/**
 * The profile-text queue (moderators): changed "about" texts, oldest first, each beside the last approved
 * one. Others read the new text meanwhile; rejecting puts the approved one back and mails the member the
 * reason.
 */
import { type QueuedText, REJECT_REASON_MAX } from "@amora/contract/admin-moderation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListBody, ListHead, SortHeader, useListQuery } from "../admin-list.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { DecisionButtons } from "./decision-buttons.tsx";
import { moderationApi } from "./moderation-api.ts";
import { ReasonDialog } from "./reason-dialog.tsx";
import { SiteFilter } from "./site-filter.tsx";
import { useQueue } from "./use-queue.ts";
import "./moderation.scss";

const SORTS = ["submitted"] as const;

export function TextQueueScreen() {
  const { t } = useTranslation("admin-moderation");
  const locale = useStaffFormatLocale();
  const list = useListQuery({
    sorts: SORTS,
    defaultSort: "submitted",
    defaultOrder: "asc",
    filters: ["site_id"],
  });
  const queue = useQueue("texts", list.apiQuery, moderationApi.texts);
  const [rejecting, setRejecting] = useState<QueuedText | null>(null);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  // A changed text is refused (409) and the queue, read again, shows the new one.
  const approve = (text: QueuedText) =>
    queue.decide(
      text.profile_id,
      () => moderationApi.approveText(text.profile_id, text.about),
      t("texts.approved", { name: text.profile_name }),
    );

  return (
    <section aria-labelledby="text-queue-title">
      <ListHead
        id="text-queue-title"
        title={t("texts.title")}
        intro={t("texts.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("texts.searchPlaceholder")}
      >
        <SiteFilter
          id="text-queue-site"
          value={list.query.filters.site_id ?? ""}
          onChange={(value) => list.setFilter("site_id", value)}
        />
      </ListHead>
      <p className="visually-hidden" role="status">
        {queue.status}
      </p>
      <ErrorAlert error={queue.error} />
      <ListBody
        list={list}
        result={queue.result}
        loadFailed={t("loadFailed")}
        count={(count) => t("texts.count", { count })}
        empty={t("texts.empty")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <table className="table admin-table admin-table--cards">
            <thead>
              <tr>
                <SortHeader list={list} sort="submitted" label={t("texts.submitted")} />
                <SortHeader list={list} label={t("texts.member")} />
                <SortHeader list={list} label={t("texts.newText")} />
                <SortHeader list={list} label={t("texts.approvedText")} />
                <SortHeader list={list} label={t("texts.decision")} />
              </tr>
            </thead>
            <tbody>
              {data.items.map((text) => (
                <tr key={text.profile_id}>
                  <td data-label={t("texts.submitted")}>
                    <time dateTime={text.submitted_at}>{dateFormat.format(new Date(text.submitted_at))}</time>
                  </td>
                  <td data-label={t("texts.member")}>
                    <div>
                      <div className="fw-semibold">
                        {text.profile_name}{" "}
                        <span className="text-body-secondary fw-normal">#{text.profile_id}</span>
                      </div>
                      <div className="small text-body-secondary">{text.site_name ?? t("noSite")}</div>
                    </div>
                  </td>
                  <td data-label={t("texts.newText")}>
                    <p className="moderation-text mb-0">{text.about}</p>
                  </td>
                  <td data-label={t("texts.approvedText")}>
                    <p className="moderation-text text-body-secondary mb-0">
                      {text.approved_about === "" ? t("texts.none") : text.approved_about}
                    </p>
                  </td>
                  <td data-label={t("texts.decision")}>
                    <DecisionButtons
                      approveLabel={t("texts.approveLabel", { name: text.profile_name })}
                      rejectLabel={t("texts.rejectLabel", { name: text.profile_name })}
                      disabled={queue.busy === text.profile_id}
                      onApprove={() => void approve(text)}
                      onReject={() => setRejecting(text)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
      <ReasonDialog
        show={rejecting !== null}
        title={t("texts.rejectTitle")}
        subject={rejecting ? `${rejecting.profile_name} #${rejecting.profile_id}` : undefined}
        label={t("reason")}
        hint={t("texts.reasonHint")}
        confirm={t("reject")}
        minLength={3}
        maxLength={REJECT_REASON_MAX}
        onCancel={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          const text = rejecting;
          await queue.guard(() => moderationApi.rejectText(text.profile_id, text.about, reason));
          setRejecting(null);
          queue.setStatus(t("texts.rejected", { name: text.profile_name }));
          await queue.reload();
        }}
      />
    </section>
  );
}
