/**
 * Small stand-ins for React Router's <Navigate>, useSearchParams and NavLink's active test. The router is in
 * the entry, so every router export a screen uses lands there too; these few lines keep the entry as it was.
 */
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/** Replaces the current entry with `to` once rendered, as <Navigate replace> does. */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** One value of the query string, or null. */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(useLocation().search).get(name);
}

/** Whether `pathname` is `to` or below it, as NavLink decides its active state. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
