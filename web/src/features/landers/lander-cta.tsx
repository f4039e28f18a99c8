/**
 * A lander's call to action: a big button that opens the signup modal (the tracking values the visitor came
 * with go along, as with every signup), or the login with a note when signups are closed to this visitor.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { ArrowRightIcon } from "../../components/member-icons.tsx";
import { SignupLink, useCanSignUp } from "../signup/index.ts";

type LanderCtaProps = {
  /** The button's words; "Sign up for free" when absent. */
  label?: string;
  /** "light" for dark backgrounds. */
  variant?: "primary" | "light";
  /** The line under the button ("Free signup · takes a minute"); false for none. */
  note?: boolean;
  className?: string;
};

export function LanderCta({ label, variant = "primary", note = true, className = "" }: LanderCtaProps) {
  const { t } = useTranslation("landers");
  const canSignUp = useCanSignUp();
  const buttonClass = `btn btn-lg btn-${variant} lander-cta rounded-pill`;
  if (!canSignUp) {
    return (
      <div className={`lander-cta-group ${className}`}>
        <Link to={paths.login} className={buttonClass}>
          {t("cta.login")}
        </Link>
        <p className="lander-cta-group__note">{t("cta.invitationOnly")}</p>
      </div>
    );
  }
  return (
    <div className={`lander-cta-group ${className}`}>
      <SignupLink className={buttonClass}>
        <span>{label ?? t("cta.signup")}</span>
        <ArrowRightIcon size={20} />
      </SignupLink>
      {note && <p className="lander-cta-group__note">{t("cta.free")}</p>}
    </div>
  );
}
