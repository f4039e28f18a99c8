/**
 * The devices signed in to the account (GET /api/sessions.php): browser and system, place, when last
 * active, this device marked; each other one can be signed out, or all of them at once. A signed-out
 * session's next call is refused on every server, so its browser shows the login page.
 */
import type { MemberSession } from "@amora/contract/sessions";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Notify } from "../../../components/feedback-toasts.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { LoadFailed } from "../../../components/load-failed.tsx";
import { LaptopIcon, PhoneIcon } from "../../../components/member-icons.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { useFormatLocale } from "../../site/index.ts";
import { useErrorText } from "../issues.ts";
import { sessionsQuery, useEndOtherSessions, useEndSession } from "../sessions-api.ts";
import { SectionLoading } from "./section-loading.tsx";

const MOBILE_SYSTEMS = new Set(["Android", "iOS", "iPadOS"]);
/** "26 Nov, 16:53" and "17 Nov": short enough for one line on a phone; the year only when it is not this one. */
const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: "2-digit", minute: "2-digit" };

function withYear(value: Date, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return value.getFullYear() === new Date().getFullYear() ? options : { ...options, year: "numeric" };
}

/** A session used within this long is "active now" (the server refreshes last_seen_at every few minutes). */
const ACTIVE_NOW_MS = 10 * 60_000;

export function SessionsSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation("sessions");
  const errorText = useErrorText();
  const sessions = useQuery(sessionsQuery);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const failed = (error: unknown) => notify(t("failed", { error: errorText(error) }), "error");

  return (
    <FormSection id="settings-sessions" icon={LaptopIcon} title={t("title")} lead={t("lead")}>
      {sessions.isPending && <SectionLoading label={t("title")} />}
      {sessions.isError && (
        <LoadFailed
          text={t("loadFailed", { error: errorText(sessions.error) })}
          onRetry={() => void sessions.refetch()}
        />
      )}
      {sessions.data && (
        <>
          <ul className="session-list list-unstyled mb-0">
            {sessions.data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={endOne.isPending && endOne.variables === session.id}
                onSignOut={() =>
                  endOne.mutate(session.id, { onSuccess: () => notify(t("signedOut")), onError: failed })
                }
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              className="btn btn-outline-danger mt-3"
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: (count) => notify(t("signedOutOthers", { count })),
                  onError: failed,
                })
              }
            >
              {endOthers.isPending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {t("signOutOthers")}
            </button>
          ) : (
            <p className="session-list__only text-body-secondary mb-0 mt-3">{t("onlyThis")}</p>
          )}
        </>
      )}
    </FormSection>
  );
}

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: MemberSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation(["sessions", "common"]);
  const locale = useFormatLocale();
  const { browser, system } = session.device;
  const device =
    browser && system ? t("device", { browser, system }) : (browser ?? system ?? t("unknownDevice"));
  const country = session.country ? t(`common:countries.${session.country}`) : null;
  const place = [country, session.address].filter(Boolean).join(" · ") || t("unknownPlace");
  const lastSeen = new Date(session.last_seen_at);
  const createdAt = new Date(session.created_at);
  const activeNow = session.current || Date.now() - lastSeen.getTime() < ACTIVE_NOW_MS;
  const DeviceIcon = system && MOBILE_SYSTEMS.has(system) ? PhoneIcon : LaptopIcon;

  return (
    <li className={`session-item${session.current ? " session-item--current" : ""}`}>
      <span className="session-item__icon">
        <DeviceIcon size={20} />
      </span>
      <div className="session-item__text">
        <p className="session-item__device">
          {device}
          {session.current && (
            <span className="badge rounded-pill text-bg-success ms-2">{t("thisDevice")}</span>
          )}
        </p>
        <p className="session-item__meta">{place}</p>
        <p className="session-item__meta session-item__times">
          {activeNow ? (
            <span>{t("activeNow")}</span>
          ) : (
            <time dateTime={session.last_seen_at}>
              {t("lastSeen", { time: formatDate(lastSeen, withYear(lastSeen, DAY_TIME), locale) })}
            </time>
          )}
          <time dateTime={session.created_at}>
            {t("signedIn", { time: formatDate(createdAt, withYear(createdAt, DAY), locale) })}
          </time>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary session-item__action"
          aria-label={t("signOutLabel", { device, place })}
          disabled={busy}
          onClick={onSignOut}
        >
          {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {t("signOut")}
        </button>
      )}
    </li>
  );
}
