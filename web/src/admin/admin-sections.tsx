/**
 * The back office's sections: their path under /admin, their name in the admin catalogue, the roles that
 * open them and their screen. Only sections that exist are listed (no "coming soon"): a new screen is one
 * more line here, and the nav and the routes follow.
 */
import type { StaffRole } from "@amora/contract/admin";
import type { ComponentType } from "react";
import { AuditLogScreen } from "./audit-log-screen.tsx";

export interface AdminSection {
  path: string;
  label: "auditLog";
  roles: readonly StaffRole[];
  Screen: ComponentType;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: "audit-log", label: "auditLog", roles: ["admin"], Screen: AuditLogScreen },
];

/** The sections a staff member with these roles may open, in the nav's order. */
export function sectionsFor(roles: readonly StaffRole[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));
}
