/** The closing call to action at the bottom of the home page. */
import type { Settings } from "@amora/contract/settings";
import { useTranslation } from "react-i18next";
import { SignupCta } from "./signup-cta.tsx";

export function FinalCta({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation("home");

  return (
    <section className="home-final" aria-labelledby="home-final-title">
      <div className="container">
        <div className="home-final__panel">
          <h2 id="home-final-title" className="home-final__title">
            {t("final.title")}
          </h2>
          <p className="home-final__text">{t("final.text", { site: settings?.name ?? "" })}</p>
          <SignupCta settings={settings} label={t("final.cta")} variant="light" />
        </div>
      </div>
    </section>
  );
}
