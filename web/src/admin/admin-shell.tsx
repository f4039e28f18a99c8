/**
 * The back office around its screens: a top bar with the staff member's name and roles, the language and
 * logout; the sections their roles open, as a side nav on a desktop and an offcanvas menu on a phone.
 */
import type { Staff } from "@amora/contract/admin";
import { type ReactNode, useState } from "react";
import Offcanvas from "react-bootstrap/Offcanvas";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { adminApi } from "./admin-api.ts";
import { sectionsFor } from "./admin-sections.tsx";
import { LOGIN_PATH, useSetStaff } from "./admin-session.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

function SectionLinks({ staff, onFollow }: { staff: Staff; onFollow?: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="admin-nav">
      {sectionsFor(staff.roles).map((section) => (
        <li key={section.path}>
          <NavLink to={`/admin/${section.path}`} className="admin-nav__link" onClick={onFollow}>
            {t(`sections.${section.label}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function AdminShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const setStaff = useSetStaff();
  const [menuOpen, setMenuOpen] = useState(false);

  const logout = async () => {
    // The cookie is gone either way once the server answers; a failed call still leaves this screen.
    await adminApi.logout().catch(() => undefined);
    setStaff(null);
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className="admin-shell">
      <a className="visually-hidden-focusable admin-skip" href="#admin-main">
        {t("shell.skip")}
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="btn admin-topbar__menu"
          aria-label={t("shell.menu")}
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <span className="admin-brand">{t("brand")}</span>
        <div className="admin-topbar__end">
          <div className="admin-staff">
            <span className="admin-staff__name">{staff.name}</span>
            <span className="admin-staff__roles">
              <span className="visually-hidden">{t("shell.roles")}: </span>
              {staff.roles.map((role) => t(`roles.${role}`)).join(" · ")}
            </span>
          </div>
          <LanguageSwitch className="admin-topbar__language" />
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void logout()}>
            {t("shell.logout")}
          </button>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-sidebar" aria-label={t("shell.sections")}>
          <SectionLinks staff={staff} />
        </nav>
        <Offcanvas
          id="admin-menu"
          show={menuOpen}
          onHide={() => setMenuOpen(false)}
          aria-labelledby="admin-menu-title"
        >
          <Offcanvas.Header closeButton closeLabel={t("shell.close")}>
            <Offcanvas.Title id="admin-menu-title" as="h2" className="h5">
              {t("brand")}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <div className="admin-staff admin-staff--menu">
              <span className="admin-staff__name">{staff.name}</span>
              <span className="admin-staff__roles">
                {staff.roles.map((role) => t(`roles.${role}`)).join(" · ")}
              </span>
            </div>
            <nav aria-label={t("shell.sections")}>
              <SectionLinks staff={staff} onFollow={() => setMenuOpen(false)} />
            </nav>
            <LanguageSwitch className="mt-4" />
          </Offcanvas.Body>
        </Offcanvas>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
