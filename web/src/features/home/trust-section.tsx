/** Trust signals: secure payments, discretion, and how to reach support. */
import type { Settings } from "@amora/contract/settings";
import { useTranslation } from "react-i18next";
import { EyeOffIcon, LockIcon, MailIcon } from "../../components/member-icons.tsx";
import { PhoneIcon, SupportIcon } from "./icons.tsx";

export function TrustSection({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation("home");
  const email = settings?.support_email;
  const phone = settings?.support_phone;

  return (
    <section className="home-section home-trust" aria-labelledby="home-trust-title">
      <div className="container">
        <div className="home-section__head home-section__head--center">
          <h2 id="home-trust-title" className="home-section__title">
            {t("trust.title")}
          </h2>
        </div>
        <ul className="home-trust__list list-unstyled">
          <li className="home-trust__item">
            <span className="home-trust__icon">
              <LockIcon size={24} />
            </span>
            <h3 className="home-trust__title">{t("trust.payments.title")}</h3>
            <p className="home-trust__text">{t("trust.payments.text")}</p>
          </li>
          <li className="home-trust__item">
            <span className="home-trust__icon">
              <EyeOffIcon size={24} />
            </span>
            <h3 className="home-trust__title">{t("trust.discretion.title")}</h3>
            <p className="home-trust__text">{t("trust.discretion.text")}</p>
          </li>
          <li className="home-trust__item">
            <span className="home-trust__icon">
              <SupportIcon size={24} />
            </span>
            <h3 className="home-trust__title">{t("trust.support.title")}</h3>
            <p className="home-trust__text">{t("trust.support.text")}</p>
            {(email || phone) && (
              <ul className="home-trust__contact list-unstyled">
                {email && (
                  <li>
                    <a href={`mailto:${email}`} aria-label={t("trust.support.email", { email })}>
                      <MailIcon size={18} />
                      {email}
                    </a>
                  </li>
                )}
                {phone && (
                  <li>
                    <a href={`tel:${phone}`} aria-label={t("trust.support.phone", { phone })}>
                      <PhoneIcon size={18} />
                      {phone}
                    </a>
                  </li>
                )}
              </ul>
            )}
          </li>
        </ul>
      </div>
    </section>
  );
}
