/** The home page's main call to action: sign up, or log in with a note when signups are invitation-only. */
import type { Settings } from "@amora/contract/settings";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { ArrowRightIcon } from "../../components/member-icons.tsx";
import { SignupLink } from "./signup-link.tsx";

type SignupCtaProps = {
  settings: Settings | undefined;
  label: string;
  /** "light" sits on the dark final band. */
  variant?: "primary" | "light";
};

export function SignupCta({ settings, label, variant = "primary" }: SignupCtaProps) {
  const { t } = useTranslation("home");
  const buttonClass = `btn btn-lg btn-${variant} home-cta rounded-pill px-4`;

  if (settings?.signups === "closed") {
    return (
      <div className="home-cta-group">
        <Link to={paths.login} className={buttonClass}>
          {t("hero.login")}
        </Link>
        <p className="small mb-0 mt-2 home-cta-note">{t("hero.invitationOnly")}</p>
      </div>
    );
  }

  return (
    <div className="home-cta-group">
      <SignupLink className={buttonClass}>
        <span>{label}</span>
        <ArrowRightIcon size={20} className="ms-2" />
      </SignupLink>
    </div>
  );
}
