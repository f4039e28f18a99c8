/**
 * Buying credits (/credits): the bundles in the member's currency as cards, the discount code (from the
 * URL, the welcome code, or typed in), the refund period, and the ways on: what premium gives, and the last
 * order again; after large spending, once, the question whether to set a spending limit. Choosing a bundle goes to its payment page with the applied code.
 */
import { PHOTO_LIMIT_PREMIUM } from "@amora/contract/constants";
import type { CreditsResponse, Discount } from "@amora/contract/payments";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { CrownIcon } from "../../components/member-icons.tsx";
import type { SessionUser } from "../session/index.ts";
import { MemberOnly } from "../session/index.ts";
import { LimitPrompt } from "../spending-limits/index.ts";
import { creditsQuery } from "./api.ts";
import { BundleCard } from "./bundle-card.tsx";
import { BundleGrid, BundleGridSkeleton, NoBundles, RefundNote } from "./credits-parts.tsx";
import { DiscountForm } from "./discount-form.tsx";
import { useMethodName } from "./payment-methods.tsx";
import { codeSearch, type DiscountCode, useDiscountCode } from "./use-discount-code.ts";
import { WelcomeCountdown } from "./welcome-countdown.tsx";
import "./credits.scss";

export function CreditsPage() {
  return <MemberOnly>{(user) => <Credits user={user} />}</MemberOnly>;
}

function Credits({ user }: { user: SessionUser }) {
  const { t } = useTranslation(["pages", "credits"]);
  const offer = useQuery(creditsQuery);
  const discount = useDiscountCode({ welcome: !user.paid_user });

  return (
    <div className="container py-3 py-md-4 credits-page">
      <header className="credits-head">
        <h1 className="credits-head__title">{t("credits.title")}</h1>
        <p className="credits-head__lead">{t("credits.intro")}</p>
        {user.paid_user && (
          <p className="credits-head__balance">{t("credits:balance", { count: user.credits })}</p>
        )}
      </header>
      {!user.paid_user && <WelcomeCountdown user={user} />}
      {user.paid_user && <LimitPrompt />}
      {offer.isError ? (
        <LoadFailed text={t("credits:bundles.error")} onRetry={() => void offer.refetch()} />
      ) : offer.isPending ? (
        <BundleGridSkeleton />
      ) : (
        <Offer offer={offer.data} discount={discount} />
      )}
    </div>
  );
}

function Offer({ offer, discount }: { offer: CreditsResponse; discount: DiscountCode }) {
  const { t } = useTranslation("credits");
  const applied: Discount | null = discount.applied?.discount ?? null;
  return (
    <>
      <DiscountForm discount={discount} currency={offer.currency} />
      {offer.bundles.length === 0 ? (
        <NoBundles />
      ) : (
        <BundleGrid>
          {offer.bundles.map((bundle) => (
            <BundleCard
              key={bundle.id}
              bundle={bundle}
              discount={applied}
              to={`${paths.creditsPayment(bundle.id)}${codeSearch(applied?.code)}`}
            />
          ))}
        </BundleGrid>
      )}
      <aside className="credits-extras">
        <p className="credits-extras__premium">
          <span className="credits-extras__icon" aria-hidden="true">
            <CrownIcon size={20} />
          </span>
          <span>
            {t("page.premiumNote", { photoLimit: PHOTO_LIMIT_PREMIUM })}{" "}
            <Link to={paths.premium}>{t("page.premiumLink")}</Link>
          </span>
        </p>
        <RefundNote days={offer.refund_days} />
        {offer.last_order && <RepeatLink lastOrder={offer.last_order} />}
      </aside>
    </>
  );
}

function RepeatLink({ lastOrder }: { lastOrder: NonNullable<CreditsResponse["last_order"]> }) {
  const { t } = useTranslation("credits");
  const methodName = useMethodName();
  return (
    <p className="credits-extras__repeat">
      <Link to={paths.creditsRepeatOrder} className="btn btn-outline-primary">
        {t("page.repeatLink")}
      </Link>
      <span className="text-body-secondary">
        {t("page.repeatDetail", {
          credits: t("credits", { count: lastOrder.bundle.credits }),
          method: methodName(lastOrder.method),
        })}
      </span>
    </p>
  );
}
