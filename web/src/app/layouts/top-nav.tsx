/**
 * The top navigation of spec §2. Logged out: logo, language dropdown (unless the site hides it) and Login.
 * Logged in: the member navigation (search, messages, likes, credits or premium) and the account menu,
 * which load as a chunk of their own, so visitors never download them.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandLink } from "../../components/brand-link.tsx";
import { useSessionUser } from "../../features/session/index.ts";
import { useLoadedSettings } from "../../features/site/index.ts";
import { paths } from "../paths.ts";
import { AppBackButton } from "./app-back-button.tsx";
import { LanguageSelect } from "./language-select.tsx";

const MemberNav = lazy(() => import("./member-nav.tsx").then((module) => ({ default: module.MemberNav })));
const AccountMenu = lazy(() =>
  import("./member-nav.tsx").then((module) => ({ default: module.AccountMenu })),
);

export function TopNav() {
  const { t } = useTranslation();
  const settings = useLoadedSettings();
  const user = useSessionUser();

  return (
    <header className={`top-nav sticky-top ${user ? "top-nav--member" : ""}`}>
      <nav className="navbar" aria-label={t("nav.label")}>
        <div className="container top-nav__bar">
          <AppBackButton />
          <BrandLink name={settings.name} />
          {user && (
            <Suspense fallback={<span className="top-nav__member-placeholder" />}>
              <MemberNav user={user} />
            </Suspense>
          )}
          <div className="top-nav__actions">
            {settings.show_language_dropdown && <LanguageSelect />}
            {user === null ? (
              <Link to={paths.login} className="btn btn-primary">
                {t("nav.login")}
              </Link>
            ) : (
              <Suspense fallback={<span className="account-menu__avatar account-menu__avatar--loading" />}>
                <AccountMenu user={user} />
              </Suspense>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
