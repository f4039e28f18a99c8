/**
 * The reports feature's public surface (issue 17): the report dialog (profile and conversation menus),
 * settings' "My reports" section and the account alert of a decision. Other features import this file
 * only (decision 026).
 */
export { ReportDecisionAlert } from "./decision-alert.tsx";
export { MyReportsSection, REPORTS_SECTION_ID } from "./my-reports.tsx";
export { type ReportableMessage, ReportDialog } from "./report-dialog.tsx";
