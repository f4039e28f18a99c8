/**
 * The visitor's answer to the consent banner, and the way to change it (the cookie page, issue 16): taking
 * the consent back must be as easy as giving it (GDPR art. 7(3)). Changing it forgets the answer, so the
 * banner asks again.
 */
import { CONSENT_COOKIE } from "@amora/contract/cookies";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { writeCookie } from "../../lib/cookies.ts";
import { readConsent } from "./consent-banner.tsx";

export function ConsentChoice() {
  const { t } = useTranslation("consent");
  const [answer, setAnswer] = useState(readConsent);
  const change = () => {
    writeCookie(CONSENT_COOKIE, "", 0);
    setAnswer(null);
    // The banner reads the cookie when the page is shown again; a reload asks at once.
    window.location.reload();
  };
  return (
    <section className="card card-body my-4" aria-labelledby="consent-choice-title">
      <h2 id="consent-choice-title" className="h5">
        {t("choice.title")}
      </h2>
      <p className="mb-3">
        {t(answer === "all" ? "choice.all" : answer === "necessary" ? "choice.necessary" : "choice.none")}
      </p>
      {answer !== null && (
        <div>
          <button type="button" className="btn btn-outline-primary" onClick={change}>
            {t("choice.change")}
          </button>
        </div>
      )}
    </section>
  );
}
