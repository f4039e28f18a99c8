/**
 * The complaints feature's public surface: the complaint form, which the customer-service page can show with
 * a preset category. Other features and the routes import this file only (decision 026).
 */
export { ComplaintForm } from "./complaint-form.tsx";
