/**
 * Pricing (/pricing): the bundles with their prices for a member (in their currency, each leading to its
 * payment), what credits pay for, and that any purchase makes you premium. Prices depend on the member's
 * payment country, so the server gives them to members only: a visitor (or a session that has ended, 403)
 * is invited to sign up instead.
 */
import { PHOTO_LIMIT_PREMIUM } from "@amora/contract/constants";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { CoinsIcon, CrownIcon } from "../../components/member-icons.tsx";
import { ApiError } from "../../lib/api-errors.ts";
import { useSessionUser } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import { creditsQuery } from "./api.ts";
import { BundleCard } from "./bundle-card.tsx";
import { BundleGrid, BundleGridSkeleton, NoBundles, RefundNote } from "./credits-parts.tsx";
import { CreditCosts, PremiumCallToAction } from "./premium-content.tsx";
import "./credits.scss";

export function PricingPage() {
  const { t } = useTranslation(["pages", "credits"]);
  const user = useSessionUser();
  const settings = useLoadedSettings();
  return (
    <div className="container py-3 py-md-4 pricing-page">
      <header className="credits-head">
        <h1 className="credits-head__title">{t("pricing.title")}</h1>
        <p className="credits-head__lead">{t("pricing.intro")}</p>
      </header>
      <section className="premium-section" aria-labelledby="pricing-bundles">
        <h2 id="pricing-bundles" className="premium-section__title">
          {t("credits:pricing.bundlesTitle")}
        </h2>
        {user ? <MemberPrices /> : <VisitorPrices />}
      </section>
      <CreditCosts settings={settings} />
      <p className="credits-extras__premium">
        <span className="credits-extras__icon" aria-hidden="true">
          <CrownIcon size={20} />
        </span>
        <span>
          {t("credits:page.premiumNote", { photoLimit: PHOTO_LIMIT_PREMIUM })}{" "}
          <Link to={paths.premium}>{t("credits:page.premiumLink")}</Link>
        </span>
      </p>
      <RefundNote days={settings.refund_days} />
    </div>
  );
}

function MemberPrices() {
  const { t } = useTranslation("credits");
  const offer = useQuery(creditsQuery);
  if (offer.isError) {
    // 403: the server does not see a member (the session has ended), so it is the visitor's view.
    if (offer.error instanceof ApiError && offer.error.status === 403) return <VisitorPrices />;
    return <LoadFailed text={t("bundles.error")} onRetry={() => void offer.refetch()} />;
  }
  if (offer.isPending) return <BundleGridSkeleton />;
  if (offer.data.bundles.length === 0) return <NoBundles />;
  return (
    <BundleGrid>
      {offer.data.bundles.map((bundle) => (
        <BundleCard key={bundle.id} bundle={bundle} discount={null} to={paths.creditsPayment(bundle.id)} />
      ))}
    </BundleGrid>
  );
}

/** Prices are for members: why, and the way to become one. */
function VisitorPrices() {
  const { t } = useTranslation("credits");
  return (
    <div className="pricing-visitor">
      <span className="state-card__icon" aria-hidden="true">
        <CoinsIcon size={30} />
      </span>
      <h3 className="pricing-visitor__title">{t("pricing.visitor.title")}</h3>
      <p className="pricing-visitor__text">{t("pricing.visitor.text")}</p>
      <PremiumCallToAction user={null} />
    </div>
  );
}
