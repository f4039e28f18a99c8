/**
 * The back office's sections: their path under /admin, the key of their name, the roles that
 * open them and their screen, in the nav's order (the first a staff member may open is where they land:
 * the figures for admins and finance, the inbox for operators, the members for support and moderators). Only sections that exist are listed (no "coming soon"): a new screen is one
 * more line here, and the nav and the routes follow.
 */
import type { StaffRole } from "@amora/contract/admin";
import { MEMBER_TOOL_ROLES } from "@amora/contract/admin-members";
import { REAL_PERSON_LOG_ROLES } from "@amora/contract/admin-real-person";
import { REPORT_ROLES } from "@amora/contract/admin-reports";
import type { ComponentType } from "react";
import type adminTexts from "../../../locales/en/admin.json";
import { AuditLogScreen } from "./audit-log-screen.tsx";
import { FictionalProfilesScreen } from "./fictional/fictional-screen.tsx";
import { FiguresScreen } from "./figures/figures-screen.tsx";
import { MembersScreen } from "./members/members-screen.tsx";
import { ComplaintsScreen } from "./moderation/complaints-screen.tsx";
import { PhotoQueueScreen } from "./moderation/photo-queue-screen.tsx";
import { TextQueueScreen } from "./moderation/text-queue-screen.tsx";
import { PaymentsScreen } from "./money/payments-screen.tsx";
import { OperatorFiguresScreen } from "./operator/operator-figures-screen.tsx";
import { OperatorInboxScreen } from "./operator/operator-inbox-screen.tsx";
import { PagesScreen } from "./pages/pages-screen.tsx";
import { RealPersonScreen } from "./real-person/real-person-screen.tsx";
import { ReportsScreen } from "./reports/reports-screen.tsx";
import { DiscountCodesScreen } from "./sites/discount-codes-screen.tsx";
import { SitesScreen } from "./sites/sites-screen.tsx";

export interface AdminSection {
  path: string;
  /** The nav's text: its key under `sections` in the admin catalogue. */
  label: keyof (typeof adminTexts)["sections"];
  roles: readonly StaffRole[];
  Screen: ComponentType;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: "figures", label: "figures", roles: ["admin", "finance"], Screen: FiguresScreen },
  { path: "operator-inbox", label: "operatorInbox", roles: ["operator"], Screen: OperatorInboxScreen },
  { path: "members", label: "members", roles: MEMBER_TOOL_ROLES, Screen: MembersScreen },
  { path: "photos", label: "photoQueue", roles: ["moderator", "admin"], Screen: PhotoQueueScreen },
  { path: "texts", label: "textQueue", roles: ["moderator", "admin"], Screen: TextQueueScreen },
  { path: "reports", label: "reports", roles: REPORT_ROLES, Screen: ReportsScreen },
  {
    path: "complaints",
    label: "complaints",
    roles: ["moderator", "support", "admin"],
    Screen: ComplaintsScreen,
  },
  {
    path: "real-person",
    label: "realPerson",
    roles: REAL_PERSON_LOG_ROLES,
    Screen: RealPersonScreen,
  },
  {
    path: "fictional-profiles",
    label: "fictionalProfiles",
    roles: ["admin"],
    Screen: FictionalProfilesScreen,
  },
  { path: "payments", label: "payments", roles: ["finance", "admin"], Screen: PaymentsScreen },
  {
    path: "operator-figures",
    label: "operatorFigures",
    roles: ["operator", "admin"],
    Screen: OperatorFiguresScreen,
  },
  { path: "sites", label: "sites", roles: ["admin"], Screen: SitesScreen },
  { path: "pages", label: "pages", roles: ["admin"], Screen: PagesScreen },
  { path: "discount-codes", label: "discountCodes", roles: ["admin"], Screen: DiscountCodesScreen },
  { path: "audit-log", label: "auditLog", roles: ["admin"], Screen: AuditLogScreen },
];

/** The sections a staff member with these roles may open, in the nav's order. */
export function sectionsFor(roles: readonly StaffRole[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));
}
