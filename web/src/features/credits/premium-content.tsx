/**
 * What the premium and pricing pages explain: what premium gives (spec §1, §6, §9: every photo, up to 25
 * own photos instead of 3, conversations without the free limit of 2), free and premium side by side,
 * what credits pay for (the site's settings), and the next step for whoever is looking: sign up, buy, or
 * top up.
 */
import { FREE_CONVERSATION_LIMIT, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from "@amora/contract/constants";
import type { Settings } from "@amora/contract/settings";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { Icon } from "../../components/icons.tsx";
import {
  CameraIcon,
  CoinsIcon,
  CrownIcon,
  EyeIcon,
  MessagesIcon,
  StarIcon,
} from "../../components/member-icons.tsx";
import type { SessionUser } from "../session/index.ts";
import { SignupLink, useCanSignUp } from "../signup/index.ts";

const BENEFITS = [
  { key: "photos", icon: <EyeIcon size={26} /> },
  { key: "upload", icon: <CameraIcon size={26} /> },
  { key: "conversations", icon: <MessagesIcon size={26} /> },
  { key: "instant", icon: <StarIcon size={26} /> },
] as const;

/** The number each benefit's texts count (their plural forms follow it). */
const BENEFIT_COUNT: Record<(typeof BENEFITS)[number]["key"], number | undefined> = {
  photos: undefined,
  upload: PHOTO_LIMIT_PREMIUM,
  conversations: FREE_CONVERSATION_LIMIT,
  instant: undefined,
};

const LIMITS = { free: PHOTO_LIMIT_FREE, limit: PHOTO_LIMIT_PREMIUM, conversations: FREE_CONVERSATION_LIMIT };

export function PremiumBenefits() {
  const { t } = useTranslation("credits");
  return (
    <section className="premium-section" aria-labelledby="premium-benefits">
      <h2 id="premium-benefits" className="premium-section__title">
        {t("premium.benefitsTitle")}
      </h2>
      <ul className="benefit-grid list-unstyled">
        {BENEFITS.map(({ key, icon }) => (
          <li key={key} className="benefit-card">
            <span className="benefit-card__icon" aria-hidden="true">
              {icon}
            </span>
            <h3 className="benefit-card__title">
              {t(`premium.benefits.${key}.title`, { ...LIMITS, count: BENEFIT_COUNT[key] })}
            </h3>
            <p className="benefit-card__text">
              {t(`premium.benefits.${key}.text`, { ...LIMITS, count: BENEFIT_COUNT[key] })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Check({ yes }: { yes: boolean }) {
  const { t } = useTranslation("credits");
  return (
    <span className={yes ? "compare-yes" : "compare-no"}>
      <Icon size={18}>{yes ? <path d="m5 12 5 5 9-10" /> : <path d="M6 6l12 12M18 6 6 18" />}</Icon>
      <span className="visually-hidden">{yes ? t("premium.compare.yes") : t("premium.compare.no")}</span>
    </span>
  );
}

export function PremiumComparison() {
  const { t } = useTranslation("credits");
  const rows: [label: string, free: ReactNode, premium: ReactNode][] = [
    [t("premium.compare.photos"), <Check key="f" yes={false} />, <Check key="p" yes />],
    [t("premium.compare.upload"), PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM],
    [t("premium.compare.conversations"), FREE_CONVERSATION_LIMIT, t("premium.compare.unlimited")],
    [t("premium.compare.likes"), <Check key="f" yes />, <Check key="p" yes />],
  ];
  return (
    <section className="premium-section" aria-labelledby="premium-compare">
      <h2 id="premium-compare" className="premium-section__title">
        {t("premium.compare.title")}
      </h2>
      <div className="compare-table">
        <table className="table mb-0">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t("premium.compare.feature")}</span>
              </th>
              <th scope="col">{t("premium.compare.free")}</th>
              <th scope="col" className="compare-table__premium">
                <CrownIcon size={16} /> {t("premium.compare.premium")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, free, premium]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{free}</td>
                <td className="compare-table__premium">{premium}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Spec §3 settings: what one message, photo and gift cost in credits on this site. */
export function CreditCosts({ settings }: { settings: Settings }) {
  const { t } = useTranslation("credits");
  const costs = [
    { key: "message", credits: settings.message_credits, icon: <MessagesIcon size={22} /> },
    { key: "photo", credits: settings.photo_credits, icon: <CameraIcon size={22} /> },
    { key: "gift", credits: settings.gift_credits, icon: <StarIcon size={22} /> },
  ] as const;
  return (
    <section className="premium-section" aria-labelledby="credit-costs">
      <h2 id="credit-costs" className="premium-section__title">
        {t("costs.title")}
      </h2>
      <p className="premium-section__lead">{t("costs.lead")}</p>
      <ul className="cost-list list-unstyled" aria-labelledby="credit-costs">
        {costs.map(({ key, credits, icon }) => (
          <li key={key} className="cost-list__item">
            <span className="cost-list__icon" aria-hidden="true">
              {icon}
            </span>
            <span className="cost-list__what">{t(`costs.${key}`)}</span>
            <span className="cost-list__price">{t("credits", { count: credits })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The next step: visitors sign up (or log in), free members buy, premium members top up. */
export function PremiumCallToAction({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation("credits");
  const canSignUp = useCanSignUp();
  if (user === null) {
    return (
      <div className="premium-cta">
        {canSignUp && <SignupLink className="btn btn-primary btn-lg">{t("premium.cta.signup")}</SignupLink>}
        <Link to={paths.login} className={`btn btn-lg ${canSignUp ? "btn-outline-primary" : "btn-primary"}`}>
          {t("premium.cta.login")}
        </Link>
      </div>
    );
  }
  if (user.paid_user) {
    return (
      <div className="premium-cta">
        <p className="premium-cta__status">
          <CrownIcon size={20} /> {t("premium.cta.paid")}
        </p>
        <Link to={paths.credits} className="btn btn-primary btn-lg">
          <CoinsIcon size={20} className="me-2" />
          {t("premium.cta.topUp")}
        </Link>
      </div>
    );
  }
  return (
    <div className="premium-cta">
      <Link to={paths.credits} className="btn btn-primary btn-lg">
        <CrownIcon size={20} className="me-2" />
        {t("premium.cta.buy")}
      </Link>
    </div>
  );
}
