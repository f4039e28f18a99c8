/**
 * The site's public surface: its settings, company info and regions, the document title and the date
 * locale. Other features and the routes import this file only (decision 026).
 */
export { regionsQuery, settingsQuery, useCompanyInfo, useLoadedSettings, useSettings } from "./api.ts";
export { useDocumentTitle } from "./document-title.ts";
export { useFormatLocale } from "./format-locale.ts";
