/**
 * The visitor's answer to the consent banner, and the way to change it (the cookie page, issue 16): taking
 * the consent back must be as easy as giving it (GDPR art. 7(3)), so the same two answers are offered here.
 */
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from "@amora/contract/cookies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { writeCookie } from "../../lib/cookies.ts";
import { type ConsentAnswer, readConsent } from "./consent-banner.tsx";

export function ConsentChoice() {
  const { t } = useTranslation("consent");
  const [answer, setAnswer] = useState(readConsent);
  const choose = (value: ConsentAnswer) => {
    writeCookie(CONSENT_COOKIE, value, CONSENT_COOKIE_DAYS);
    setAnswer(value);
  };
  const option = (value: ConsentAnswer) => (
    <button
      type="button"
      className={answer === value ? "btn btn-primary" : "btn btn-outline-primary"}
      aria-pressed={answer === value}
      onClick={() => choose(value)}
    >
      {t(value)}
    </button>
  );
  return (
    <section className="card card-body my-4" aria-labelledby="consent-choice-title">
      <h2 id="consent-choice-title" className="h5">
        {t("choice.title")}
      </h2>
      <p role="status">{t(answer ? `choice.${answer}` : "choice.none")}</p>
      <div className="d-flex flex-wrap gap-2">
        {option("necessary")}
        {option("all")}
      </div>
    </section>
  );
}
