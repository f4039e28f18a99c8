/**
 * Premium (/premium): what it gives and how to get it. There is no subscription to choose: any credit
 * purchase makes a member premium (spec §1, §6), so the page explains and leads to the bundles.
 */
import { PHOTO_LIMIT_PREMIUM } from "@amora/contract/constants";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { CrownIcon } from "../../components/member-icons.tsx";
import { useSessionUser } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { RefundNote } from "./credits-parts.tsx";
import { CreditCosts, PremiumBenefits, PremiumCallToAction, PremiumComparison } from "./premium-content.tsx";
import "./credits.scss";

export function PremiumPage() {
  const { t } = useTranslation(["pages", "credits"]);
  const user = useSessionUser();
  const settings = useLoadedSettings();
  return (
    <div className="container py-3 py-md-4 premium-page">
      <section className="premium-hero">
        <span className="premium-hero__icon" aria-hidden="true">
          <CrownIcon size={34} />
        </span>
        <h1 className="premium-hero__title">{t("premium.title")}</h1>
        <p className="premium-hero__lead">
          {t("premium.intro", { photoLimit: PHOTO_LIMIT_PREMIUM, count: PHOTO_LIMIT_PREMIUM })}
        </p>
        <PremiumCallToAction user={user} />
      </section>
      <PremiumBenefits />
      <PremiumComparison />
      <CreditCosts settings={settings} />
      <RefundNote days={settings.refund_days} />
      <p className="premium-page__pricing">
        <Link to={paths.pricing}>{t("credits:premium.pricingLink")}</Link>
      </p>
    </div>
  );
}
