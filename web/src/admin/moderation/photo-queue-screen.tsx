/**
 * The photo queue (moderators): members' photos waiting for a review, oldest first, as a grid of large
 * thumbnails, each with its member, site and upload time, "Approve" and "Reject". Rejecting asks for the
 * reason the member is mailed. Every control is a button or link, in reading order, so the queue is worked
 * through with Tab and Enter; after a decision the focus moves on to the next photo's "Approve".
 */
import { type QueuedPhoto, REJECT_REASON_MAX } from "@amora/contract/admin-moderation";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListBody, ListHead, useListQuery } from "../admin-list.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useStaffFormatLocale } from "../staff-format-locale.ts";
import { DecisionButtons } from "./decision-buttons.tsx";
import { moderationApi } from "./moderation-api.ts";
import { ReasonDialog } from "./reason-dialog.tsx";
import { SiteFilter } from "./site-filter.tsx";
import { useQueue } from "./use-queue.ts";
import "./moderation.scss";

const SORTS = ["uploaded"] as const;

export function PhotoQueueScreen() {
  const { t } = useTranslation("admin-moderation");
  const locale = useStaffFormatLocale();
  const list = useListQuery({
    sorts: SORTS,
    defaultSort: "uploaded",
    defaultOrder: "asc",
    filters: ["site_id"],
  });
  const queue = useQueue("photos", list.apiQuery, moderationApi.photos);
  const photos = queue.result;
  const grid = useRef<HTMLUListElement>(null);
  const [rejecting, setRejecting] = useState<QueuedPhoto | null>(null);
  /** The place in the grid whose "Approve" takes the focus once the list is reloaded after a decision. */
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  useEffect(() => {
    if (focusAt === null || photos.isPlaceholderData) return;
    const buttons = grid.current?.querySelectorAll<HTMLButtonElement>("[data-approve]");
    (buttons?.[Math.min(focusAt, buttons.length - 1)] ?? grid.current)?.focus();
    setFocusAt(null);
  }, [focusAt, photos.isPlaceholderData]);

  /** The focus goes on to the next photo's "Approve" (or the list) once the queue is read again. */
  const placeOf = (photo: QueuedPhoto) =>
    Math.max(0, photos.data?.items.findIndex((item) => item.id === photo.id) ?? 0);

  async function approve(photo: QueuedPhoto) {
    const place = placeOf(photo);
    const done = t("photos.approved", { name: photo.profile_name });
    if (await queue.decide(photo.id, () => moderationApi.approvePhoto(photo.id), done)) setFocusAt(place);
  }

  return (
    <section aria-labelledby="photo-queue-title">
      <ListHead
        id="photo-queue-title"
        title={t("photos.title")}
        intro={t("photos.intro")}
        search={list.search}
        setSearch={list.setSearch}
        placeholder={t("photos.searchPlaceholder")}
      >
        <SiteFilter
          id="photo-queue-site"
          value={list.query.filters.site_id ?? ""}
          onChange={(value) => list.setFilter("site_id", value)}
        />
        <label className="visually-hidden" htmlFor="photo-queue-order">
          {t("order")}
        </label>
        <select
          id="photo-queue-order"
          className="form-select"
          value={list.query.order}
          onChange={(event) =>
            list.update({ order: event.target.value === "desc" ? "desc" : "asc", page: 1 })
          }
        >
          <option value="asc">{t("oldestFirst")}</option>
          <option value="desc">{t("newestFirst")}</option>
        </select>
      </ListHead>
      <p className="visually-hidden" role="status">
        {queue.status}
      </p>
      <ErrorAlert error={queue.error} />
      <ListBody
        list={list}
        result={photos}
        loadFailed={t("loadFailed")}
        count={(count) => t("photos.count", { count })}
        empty={t("photos.empty")}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="moderation-photos" ref={grid} tabIndex={-1} aria-label={t("photos.title")}>
            {data.items.map((photo) => (
              <li key={photo.id} className="moderation-photo card">
                <a href={photo.url} target="_blank" rel="noreferrer" className="moderation-photo__link">
                  <img
                    src={photo.thumb_url}
                    alt={t("photos.alt", { name: photo.profile_name })}
                    className="moderation-photo__image"
                    loading="lazy"
                  />
                  <span className="visually-hidden"> ({t("photos.fullSize")})</span>
                </a>
                <div className="card-body moderation-photo__body">
                  <p className="fw-semibold mb-0">
                    {photo.profile_name}{" "}
                    <span className="text-body-secondary fw-normal">#{photo.profile_id}</span>
                  </p>
                  <p className="small text-body-secondary mb-2">
                    {photo.site_name ?? t("noSite")} ·{" "}
                    <time dateTime={photo.uploaded_at}>{dateFormat.format(new Date(photo.uploaded_at))}</time>
                    {photo.premoderated && (
                      <>
                        {" · "}
                        <span className="badge text-bg-warning">{t("photos.hidden")}</span>
                      </>
                    )}
                  </p>
                  <DecisionButtons
                    approveLabel={t("photos.approveLabel", { name: photo.profile_name })}
                    rejectLabel={t("photos.rejectLabel", { name: photo.profile_name })}
                    disabled={queue.busy === photo.id}
                    onApprove={() => void approve(photo)}
                    onReject={() => setRejecting(photo)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      <ReasonDialog
        show={rejecting !== null}
        title={t("photos.rejectTitle")}
        subject={rejecting ? `${rejecting.profile_name} #${rejecting.profile_id}` : undefined}
        label={t("reason")}
        hint={t("reasonHint")}
        confirm={t("reject")}
        minLength={3}
        maxLength={REJECT_REASON_MAX}
        onCancel={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          const photo = rejecting;
          const place = placeOf(photo);
          await queue.guard(() => moderationApi.rejectPhoto(photo.id, reason));
          setRejecting(null);
          queue.setStatus(t("photos.rejected", { name: photo.profile_name }));
          await queue.reload();
          setFocusAt(place);
        }}
      />
    </section>
  );
}
