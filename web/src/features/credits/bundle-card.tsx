/**
 * A credit bundle as a card: the credits large, the price, the price per credit, the "Most popular" or
 * "Best value" ribbon, and, with a discount code that applies, the old price struck through beside the new
 * one. The whole card is the link that chooses it (a stretched link: one big target, one tab stop).
 */
import type { Bundle, Discount } from "@amora/contract/payments";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CoinsIcon } from "../../components/member-icons.tsx";
import { useFormatLocale } from "../site/index.ts";
import { discountedCents, formatCents, formatPerCredit } from "./format.ts";

/** A price, or with a discount the old one struck through and the new one; both named for screen readers. */
export function PriceTag({
  cents,
  oldCents,
  currency,
  className = "",
}: {
  cents: number;
  oldCents?: number | null;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation("credits");
  const locale = useFormatLocale();
  const price = formatCents(cents, currency, locale);
  if (oldCents === undefined || oldCents === null || oldCents === cents) {
    return <span className={`price-tag ${className}`}>{price}</span>;
  }
  return (
    <span className={`price-tag price-tag--discounted ${className}`}>
      <del className="price-tag__old">
        <span className="visually-hidden">{t("bundles.oldPrice")} </span>
        {formatCents(oldCents, currency, locale)}
      </del>{" "}
      <ins className="price-tag__new">
        <span className="visually-hidden">{t("bundles.newPrice")} </span>
        {price}
      </ins>
    </span>
  );
}

interface BundleCardProps {
  bundle: Bundle;
  /** A checked code; the card shows what it makes of this bundle's price, when it applies. */
  discount: Discount | null;
  /** Where choosing the bundle leads. */
  to: string;
}

export function BundleCard({ bundle, discount, to }: BundleCardProps) {
  const { t } = useTranslation("credits");
  const locale = useFormatLocale();
  const newCents = discount ? discountedCents(bundle, discount) : null;
  const price = formatCents(newCents ?? bundle.price_cents, bundle.currency, locale);
  const credits = t("credits", { count: bundle.credits });
  const minimum = discount?.minimum_order_cents;
  const belowMinimum =
    discount !== null && newCents === null && minimum !== null && minimum !== undefined
      ? formatCents(minimum, bundle.currency, locale)
      : null;

  return (
    <li className={`bundle-card${bundle.badge ? ` bundle-card--${bundle.badge}` : ""}`} data-testid="bundle">
      {bundle.badge && <span className="bundle-card__ribbon">{t(`bundles.badges.${bundle.badge}`)}</span>}
      <span className="bundle-card__icon" aria-hidden="true">
        <CoinsIcon size={26} />
      </span>
      <h2 className="bundle-card__credits">
        <span className="bundle-card__count">{bundle.credits}</span>{" "}
        <span className="bundle-card__unit">{t("creditsUnit", { count: bundle.credits })}</span>
      </h2>
      <p className="bundle-card__price">
        <PriceTag
          cents={newCents ?? bundle.price_cents}
          oldCents={newCents === null ? null : bundle.price_cents}
          currency={bundle.currency}
        />
        {discount && newCents !== null && (
          <span className="bundle-card__saving">
            {t("bundles.saving", { percentage: discount.percentage })}
          </span>
        )}
      </p>
      <p className="bundle-card__per-credit">
        {t("bundles.perCredit", {
          price: formatPerCredit(
            newCents === null
              ? bundle.price_per_credit_centicents
              : Math.round((newCents * 100) / bundle.credits),
            bundle.currency,
            locale,
          ),
        })}
      </p>
      {belowMinimum && <p className="bundle-card__note">{t("bundles.codeFrom", { min: belowMinimum })}</p>}
      {/* The name says which bundle, for lists of links; it starts with the visible word (WCAG 2.5.3). */}
      <Link
        to={to}
        className="btn btn-primary bundle-card__choose stretched-link"
        aria-label={t("bundles.chooseLabel", { credits, price })}
      >
        {t("bundles.choose")}
      </Link>
    </li>
  );
}
