/** "How it works" in three steps. */
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { HeartIcon } from "../../components/member-icons.tsx";
import { ChatIcon, UserPlusIcon } from "./icons.tsx";

const STEPS: { key: "create" | "browse" | "chat"; Icon: ComponentType<{ size?: number }> }[] = [
  { key: "create", Icon: UserPlusIcon },
  { key: "browse", Icon: HeartIcon },
  { key: "chat", Icon: ChatIcon },
];

export function HowItWorks() {
  const { t } = useTranslation("home");

  return (
    <section className="home-section home-steps" aria-labelledby="home-steps-title">
      <div className="container">
        <div className="home-section__head home-section__head--center">
          <div>
            <h2 id="home-steps-title" className="home-section__title">
              {t("steps.title")}
            </h2>
            <p className="home-section__lead">{t("steps.lead")}</p>
          </div>
        </div>
        <ol className="home-steps__list list-unstyled">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="home-step">
              <span className="home-step__icon">
                <Icon size={26} />
              </span>
              <div>
                <p className="home-step__number">{t("steps.step", { number: index + 1 })}</p>
                <h3 className="home-step__title">{t(`steps.${key}.title`)}</h3>
                <p className="home-step__text">{t(`steps.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
