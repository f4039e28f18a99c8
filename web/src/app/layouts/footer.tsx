/**
 * The footer of spec §2: the nine information links, the company line, and the US record-keeping
 * statement for English when the site asks for it. Visitors get a sign-up invitation, members links to
 * their account; in the installed app it is a compact strip.
 */
import type { CompanyInfo } from "@amora/contract/settings";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionUser } from "../../features/session/index.ts";
import { SignupLink, useCanSignUp } from "../../features/signup/index.ts";
import { useCompanyInfo, useLoadedSettings } from "../../features/site/index.ts";
import { useCountryName } from "../../lib/country-name.ts";
import { useIsInstalledApp } from "../../lib/installed-app.ts";
import { paths } from "../paths.ts";

const FOOTER_LINKS = [
  { label: "terms", to: paths.infoPage("terms") },
  { label: "privacy", to: paths.infoPage("privacy") },
  { label: "cookies", to: paths.infoPage("cookies") },
  { label: "ban", to: paths.infoPage("ban") },
  { label: "pricing", to: paths.pricing },
  { label: "complaints", to: paths.complaints },
  { label: "returnPolicy", to: paths.infoPage("return-policy") },
  { label: "faq", to: paths.infoPage("faq") },
  { label: "service", to: paths.infoPage("service") },
] as const;

function FooterLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("footer.label")}>
      <ul className={className}>
        {FOOTER_LINKS.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{t(`footer.links.${link.label}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function JoinInvitation() {
  const { t } = useTranslation();
  return (
    <div className="site-footer__aside">
      <h2 className="site-footer__heading">{t("footer.join.title")}</h2>
      <p>{t("footer.join.text")}</p>
      <SignupLink className="btn btn-primary">{t("footer.join.cta")}</SignupLink>
    </div>
  );
}

function AccountLinks() {
  const { t } = useTranslation();
  return (
    <div className="site-footer__aside">
      <h2 className="site-footer__heading">{t("footer.account.title")}</h2>
      <ul className="list-unstyled site-footer__account">
        <li>
          <Link to={paths.profile}>{t("footer.account.profile")}</Link>
        </li>
        <li>
          <Link to={paths.chats}>{t("footer.account.messages")}</Link>
        </li>
        <li>
          <Link to={paths.likes()}>{t("footer.account.likes")}</Link>
        </li>
        <li>
          <Link to={paths.notifications}>{t("footer.account.settings")}</Link>
        </li>
      </ul>
    </div>
  );
}

function CompanyLine({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation();
  const country = useCountryName()(company.country);
  const year = new Date().getFullYear();
  return (
    <p className="site-footer__company">
      <span>
        {t("footer.company", {
          year,
          name: company.name,
          address: company.address,
          city: company.city,
          country,
        })}
      </span>
      <span>{t("footer.registration", { kvk: company.kvk })}</span>
      {company.vat_numbers.length > 0 && (
        <span>{t("footer.vat", { numbers: company.vat_numbers.join(", ") })}</span>
      )}
      {company.tradenames.length > 0 && (
        <span data-testid="company-tradenames">
          {t("footer.tradenames", { names: company.tradenames.join(", ") })}
        </span>
      )}
      {company.support_phone !== "" && (
        <span>
          {t("footer.phone")} <a href={`tel:${company.support_phone}`}>{company.support_phone}</a>
        </span>
      )}
    </p>
  );
}

function UsRecordsStatement({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation();
  const country = useCountryName()(company.country);
  return (
    <section className="site-footer__records" aria-labelledby="us-records-title">
      <h2 id="us-records-title" className="site-footer__heading">
        {t("footer.usRecords.title")}
      </h2>
      <p>
        {t("footer.usRecords.text", {
          company: company.name,
          address: company.address,
          city: company.city,
          country,
        })}
      </p>
    </section>
  );
}

export function Footer() {
  const { i18n } = useTranslation();
  const settings = useLoadedSettings();
  const user = useSessionUser();
  const isInstalledApp = useIsInstalledApp();
  // Visitors are invited to sign up only where they may (spec §4 signup access).
  const canSignUp = useCanSignUp();
  const { data: company } = useCompanyInfo();
  const showUsRecords = settings.us_footer && i18n.language === "en" && company !== undefined;

  if (isInstalledApp) {
    return (
      <footer className="site-footer site-footer--compact">
        <div className="container">
          <FooterLinks className="site-footer__links site-footer__links--inline list-unstyled" />
          {company && <CompanyLine company={company} />}
          {showUsRecords && <UsRecordsStatement company={company} />}
        </div>
      </footer>
    );
  }

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-lg-4">{user ? <AccountLinks /> : canSignUp && <JoinInvitation />}</div>
          <div className="col-lg-8">
            <FooterLinks className="site-footer__links list-unstyled" />
          </div>
        </div>
        {company && <CompanyLine company={company} />}
        {showUsRecords && <UsRecordsStatement company={company} />}
      </div>
    </footer>
  );
}
