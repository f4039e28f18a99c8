/**
 * The account alerts above every members page; the default layout loads them lazily. Other features and
 * the routes import this file only (decision 026).
 */
export { AccountAlerts } from "./account-alerts.tsx";
