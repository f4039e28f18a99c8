/**
 * The account feature's public surface: the account calls, the error and field-issue texts every form
 * shows, and the location fields. Other features and the routes import this file only (decision 026).
 */

export { accountApi, type DismissibleAlert, useResendActivationMail, useUserMutation } from "./api.ts";
export { LoginSchema, SignupAccountSchema } from "./form-rules.ts";
export {
  fieldIssues,
  hasErrorCode,
  type IssueCode,
  type IssueValues,
  useErrorText,
  useIssueText,
} from "./issues.ts";
export {
  type Location,
  LocationFields,
  locationIssues,
  useCountryRegions,
} from "./location-fields.tsx";
export { LoggedOutPrivacyLinks } from "./logged-out-privacy-links.tsx";
export { usePushButtons } from "./push-buttons.ts";
export { ReenableNotificationsAction } from "./reenable-notifications-action.tsx";
