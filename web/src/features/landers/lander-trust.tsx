/** The lander's trust footer: adults only, free signup, discretion, secure payments. No invented figures. */
import { useTranslation } from "react-i18next";
import { CheckCircleIcon, EyeOffIcon, LockIcon, UserIcon } from "../../components/member-icons.tsx";
import { useLoadedSettings } from "../site/index.ts";

export function LanderTrust({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t } = useTranslation("landers");
  const settings = useLoadedSettings();
  const items = [
    { icon: <UserIcon size={20} />, text: t("trust.adults", { minAge: settings.min_age }) },
    { icon: <CheckCircleIcon size={20} />, text: t("trust.free") },
    { icon: <EyeOffIcon size={20} />, text: t("trust.discreet") },
    { icon: <LockIcon size={20} />, text: t("trust.secure") },
  ];
  return (
    <section className={`lander-trust lander-trust--${tone}`} aria-label={t("trust.label")}>
      <ul className="lander-trust__list list-unstyled">
        {items.map((item) => (
          <li key={item.text} className="lander-trust__item">
            <span className="lander-trust__icon">{item.icon}</span>
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
