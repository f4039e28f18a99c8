/**
 * The cookie consent banner (ePrivacy art. 5(3); issue 16): a visitor without an answer is asked once,
 * "Only necessary" or "Accept all" with equal weight, and the answer is kept in the `consent` cookie for a
 * year. Until "all", nothing but the necessary storage of contract/cookies.ts is written (the server keeps
 * the lander variant in its `lv` cookie only then). A fixed bottom bar shown after hydration: it never
 * moves the page, and the server render (the same for every visitor) never carries it. Not in the
 * installed app, whose member accepted the site long ago, nor in the back office.
 */
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from "@amora/contract/cookies";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { readCookie, writeCookie } from "../../lib/cookies.ts";
import { isInstalledApp } from "../../lib/installed-app.ts";
import "./consent-banner.scss";

export type ConsentAnswer = "all" | "necessary";

const TITLE_ID = "consent-banner-title";

/** The visitor's answer, or null when they have not given one. */
export function readConsent(): ConsentAnswer | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === "all" || value === "necessary" ? value : null;
}

const noSubscription = () => () => {};

export function ConsentBanner() {
  const { t } = useTranslation("consent");
  const { pathname } = useLocation();
  // On the server and in the hydrating render: not asked (the page is the same for everyone).
  const asked = useSyncExternalStore(
    noSubscription,
    () => readConsent() === null && !isInstalledApp(),
    () => false,
  );
  const [answered, setAnswered] = useState(false);
  if (!asked || answered || pathname === "/admin" || pathname.startsWith("/admin/")) return null;

  const answer = (value: ConsentAnswer) => {
    writeCookie(CONSENT_COOKIE, value, CONSENT_COOKIE_DAYS);
    setAnswered(true);
  };
  return (
    <section className="consent-banner" aria-labelledby={TITLE_ID}>
      <div className="container consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={TITLE_ID}>{t("title")}</h2>
          <p>
            {t("text")} <Link to="/cookies">{t("more")}</Link>
          </p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="btn btn-outline-primary" onClick={() => answer("necessary")}>
            {t("necessary")}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => answer("all")}>
            {t("all")}
          </button>
        </div>
      </div>
    </section>
  );
}
