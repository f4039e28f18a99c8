/**
 * The back office at /admin: one lazily loaded route of the app's router (app/router.tsx), so none of it
 * is in the members' code. Its loader starts the texts; its screens are routed here: the login and the
 * setup link for anyone, every other path only for a signed-in staff member, in the shell.
 */
import type { Staff } from "@amora/contract/admin";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { startAdminI18n } from "./admin-i18n.ts";
import { sectionsFor } from "./admin-sections.tsx";
import { LOGIN_PATH, type LoginState, useStaff } from "./admin-session.tsx";
import { AdminShell } from "./admin-shell.tsx";
import { LoginScreen, returnPath } from "./login-screen.tsx";
import { ReauthProvider } from "./reauth.tsx";
import { SetupScreen } from "./setup-screen.tsx";
import "./admin.scss";

export async function loader() {
  await startAdminI18n();
  return null;
}

function Loading() {
  const { t } = useTranslation("admin");
  return (
    <div className="admin-loading" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t("loading")}</span>
    </div>
  );
}

function useDocumentTitle() {
  const { t } = useTranslation("admin");
  useEffect(() => {
    document.title = t("brand");
  }, [t]);
}

function SignedIn({ staff }: { staff: Staff }) {
  const { t } = useTranslation("admin");
  const sections = sectionsFor(staff.roles);
  const first = sections[0];
  return (
    <AdminShell staff={staff}>
      <Routes>
        <Route
          index
          element={
            first ? (
              <Navigate to={first.path} replace />
            ) : (
              <div className="alert alert-info">{t("noSection")}</div>
            )
          }
        />
        {sections.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminShell>
  );
}

/** Every path but the login and the setup: the staff member of the session, or the login. */
function RequireStaff() {
  const staff = useStaff();
  const location = useLocation();
  if (staff.isPending) return <Loading />;
  if (!staff.data) {
    const state: LoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return <SignedIn staff={staff.data} />;
}

/** The login, until the staff member is known; then where they were going. */
function LoginRoute() {
  const staff = useStaff();
  const location = useLocation();
  if (staff.isPending) return <Loading />;
  if (staff.data) return <Navigate to={returnPath(location.state as LoginState | null)} replace />;
  return <LoginScreen />;
}

export function Component() {
  useDocumentTitle();
  return (
    <ReauthProvider>
      <Routes>
        <Route path="login" element={<LoginRoute />} />
        <Route path="setup" element={<SetupScreen />} />
        <Route path="*" element={<RequireStaff />} />
      </Routes>
    </ReauthProvider>
  );
}
