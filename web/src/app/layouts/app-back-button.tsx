/** The back button of the installed app (spec §2), which has no browser back button, on the screens one drills into. */
import { useTranslation } from "react-i18next";
import { useMatches, useNavigate } from "react-router";
import { ChevronLeftIcon } from "../../components/icons.tsx";
import { useIsInstalledApp } from "../../lib/installed-app.ts";
import type { RouteId } from "../paths.ts";

const ROUTES_WITH_BACK_BUTTON = new Set<string>([
  "member",
  "likesType",
  "likedMember",
  "credits",
  "creditsPayment",
] satisfies RouteId[]);

export function AppBackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isInstalledApp = useIsInstalledApp();
  const matches = useMatches();
  if (!isInstalledApp || !matches.some((match) => ROUTES_WITH_BACK_BUTTON.has(match.id))) return null;

  return (
    <button type="button" className="btn btn-link top-nav__back" onClick={() => void navigate(-1)}>
      <ChevronLeftIcon />
      <span className="visually-hidden">{t("nav.back")}</span>
    </button>
  );
}
