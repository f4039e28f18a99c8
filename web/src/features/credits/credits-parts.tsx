/**
 * Pieces the credit pages share: the bundle grid and its loading skeleton, the refund note, a quiet state
 * card (nothing here yet, and where to go), the spinner of a page whose data is on its way, and a
 * payment's status pill.
 */
import type { PaymentStatus } from "@amora/contract/payments";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LockIcon } from "../../components/member-icons.tsx";
import { codeSearch } from "./use-discount-code.ts";
import "../../components/state-card.scss";

/** Cards in a grid: one column on phones, two from 576 px, up to four from 992 px. */
export function BundleGrid({ children }: { children: ReactNode }) {
  const { t } = useTranslation("credits");
  return (
    <ul className="bundle-grid list-unstyled" aria-label={t("bundles.label")}>
      {children}
    </ul>
  );
}

const SKELETON_CARDS = 4;

export function BundleGridSkeleton() {
  const { t } = useTranslation("credits");
  return (
    <div className="bundle-grid" role="status" aria-live="polite">
      <span className="visually-hidden">{t("bundles.loading")}</span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
        <div key={index} className="bundle-card bundle-card--skeleton placeholder-glow" aria-hidden="true">
          <span className="placeholder col-6 mb-3" />
          <span className="placeholder col-8 mb-2" />
          <span className="placeholder col-4" />
        </div>
      ))}
    </div>
  );
}

/** No bundle is on sale for the member's country (a site not set up for it yet). */
export function NoBundles() {
  const { t } = useTranslation("credits");
  return <p className="state-card state-card--quiet">{t("bundles.empty")}</p>;
}

/** "You can ask for a refund within 14 days", with the returns and refunds page. */
export function RefundNote({ days }: { days: number }) {
  const { t } = useTranslation("credits");
  return (
    <p className="refund-note">
      <span className="refund-note__icon" aria-hidden="true">
        <LockIcon size={18} />
      </span>
      <span>
        {t("refund", { refund_days: days, count: days })}{" "}
        <Link to={paths.infoPage("return-policy")}>{t("refundLink")}</Link>
      </span>
    </p>
  );
}

interface StateProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: { to: string; label: string };
}

export function StateCard({ icon, title, text, action }: StateProps) {
  return (
    <div className="state-card state-card--quiet">
      <span className="state-card__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="state-card__title">{title}</h2>
      <p className="state-card__text">{text}</p>
      {action && (
        <Link to={action.to} className="btn btn-primary px-4">
          {action.label}
        </Link>
      )}
    </div>
  );
}

export function LoadingState({ text }: { text: string }) {
  return (
    <div className="credits-loading" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** The credits page, optionally with a discount code, for "back to the bundles" links. */
export function creditsPath(code?: string | null): string {
  return `${paths.credits}${codeSearch(code)}`;
}

/** A payment's state as a coloured pill: pending, completed, failed, cancelled. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation("credits");
  return <span className={`payment-badge payment-badge--${status}`}>{t(`statuses.${status}`)}</span>;
}
