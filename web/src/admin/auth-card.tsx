/** The frame of the screens before the shell (login, setup): the back office's name and one centred card. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./language-switch.tsx";

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="admin-auth">
      <header className="admin-auth__top">
        <span className="admin-brand">{t("brand")}</span>
        <LanguageSwitch />
      </header>
      <main className="admin-auth__main">
        <section className="card admin-auth__card" aria-labelledby="admin-auth-title">
          <div className="card-body">
            <h1 id="admin-auth-title" className="h3 mb-2">
              {title}
            </h1>
            {intro && <p className="text-body-secondary mb-4">{intro}</p>}
            {children}
          </div>
        </section>
      </main>
    </div>
  );
}
