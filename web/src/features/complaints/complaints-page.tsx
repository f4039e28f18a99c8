/**
 * The complaints screen (/complaints, spec §2): who we are (the company's address, Chamber of Commerce
 * number and phone, from GET /api/companyinfo.php), how a complaint is handled (a receipt at once, an answer
 * within 14 days, the out-of-court options), then the form.
 */
import { useTranslation } from "react-i18next";
import { LinkedText } from "../../components/linked-text.tsx";
import { useCompanyInfo } from "../site/index.ts";
import { ComplaintForm } from "./complaint-form.tsx";
import "./complaints.scss";

/** The European Consumer Centres Network (the EU's ODR platform closed on 20 July 2025). */
const ECC_NET_URL =
  "https://commission.europa.eu/live-work-travel-eu/consumer-rights-and-complaints/resolve-your-consumer-complaint/european-consumer-centres-network-ecc-net_en";
const STEPS = ["receipt", "answer", "outOfCourt"] as const;

export function ComplaintsPage() {
  const { t } = useTranslation("complaints");
  return (
    <div className="container complaints-page">
      <header className="complaints-page__header">
        <h1 className="complaints-page__title">{t("title")}</h1>
        <p className="complaints-page__lead">{t("lead")}</p>
      </header>
      <div className="complaints-page__grid">
        <aside className="complaints-page__aside">
          <section className="complaints-card" aria-labelledby="complaints-how">
            <h2 id="complaints-how" className="complaints-card__title">
              {t("how.title")}
            </h2>
            <ol className="complaints-steps">
              {STEPS.map((step) => (
                <li key={step}>
                  <LinkedText
                    text={t(`how.steps.${step}`)}
                    links={{
                      ecc: (text) => (
                        <a href={ECC_NET_URL} target="_blank" rel="noreferrer">
                          {text}
                        </a>
                      ),
                    }}
                  />
                </li>
              ))}
            </ol>
          </section>
          <CompanyCard />
        </aside>
        <div className="complaints-card complaints-page__form">
          <ComplaintForm />
        </div>
      </div>
    </div>
  );
}

function CompanyCard() {
  const { t } = useTranslation("complaints");
  const { data: company } = useCompanyInfo();
  if (!company) return null;
  return (
    <section className="complaints-card" aria-labelledby="complaints-company">
      <h2 id="complaints-company" className="complaints-card__title">
        {t("company.title")}
      </h2>
      <address className="complaints-company">
        <strong>{company.name}</strong>
        <br />
        {company.address}
        <br />
        {company.city}
        <br />
        {t("company.kvk", { kvk: company.kvk })}
        {company.support_phone !== "" && (
          <>
            <br />
            {t("company.phone")} <a href={`tel:${company.support_phone}`}>{company.support_phone}</a>
          </>
        )}
      </address>
    </section>
  );
}
