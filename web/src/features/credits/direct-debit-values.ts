/**
 * The direct-debit form's values, the checks made before sending (each SMS counts against the member's
 * hourly limit, so what is surely wrong is said here first), and the request body of the contract.
 */
import { compactIban, ibanIssue } from "@amora/contract/iban";
import type { DirectDebitRequest } from "@amora/contract/payments";
import { mobilePhoneIssue } from "@amora/contract/phone";
import { checkedSchema } from "../../components/rule-form.ts";
import { fieldIssues } from "../account/index.ts";

export const DIRECT_DEBIT_FIELDS = [
  "account_holder",
  "iban",
  "street",
  "house_number",
  "postcode",
  "city",
  "phone",
] as const;
export type DirectDebitField = (typeof DIRECT_DEBIT_FIELDS)[number];

export type DirectDebitValues = Record<DirectDebitField, string> & { consent: boolean };

export const EMPTY_DIRECT_DEBIT: DirectDebitValues = {
  account_holder: "",
  iban: "",
  street: "",
  house_number: "",
  postcode: "",
  city: "",
  phone: "",
  consent: false,
};

/**
 * The issue codes of this form: the server's (`iban_invalid`, `phone_invalid`, `required` for anything its
 * schema refuses) and the ones only checked here. Their texts are `credits:directDebit.issues.*`.
 */
const DIRECT_DEBIT_ISSUES = [
  "required",
  "iban_invalid",
  "iban_checksum",
  "phone_invalid",
  "consent_required",
] as const;
export type DirectDebitIssue = (typeof DIRECT_DEBIT_ISSUES)[number];

/** What a field says as soon as the member leaves it: a mistyped IBAN or number would cost an SMS. */
export const ISSUES_ON_LEAVE: readonly DirectDebitIssue[] = ["iban_checksum", "phone_invalid"];

export type DirectDebitProblems = Partial<Record<DirectDebitField | "consent", DirectDebitIssue>>;

/**
 * What is wrong with the values, field by field, in the order of the form: the contract's rules, which the
 * server checks too. A phone number without a calling code is one of `phoneCountry` (the member's).
 */
export function directDebitProblems(values: DirectDebitValues, phoneCountry: string): DirectDebitProblems {
  const problems: DirectDebitProblems = {};
  for (const field of DIRECT_DEBIT_FIELDS) {
    if (values[field].trim() === "") problems[field] = "required";
  }
  const iban = ibanIssue(values.iban);
  if (!problems.iban && iban) problems.iban = iban;
  const phone = mobilePhoneIssue(values.phone, phoneCountry);
  if (!problems.phone && phone) problems.phone = phone;
  if (!values.consent) problems.consent = "consent_required";
  return problems;
}

/** The form's schema: the checks above, each issue on its field. */
export function directDebitSchema(phoneCountry: string) {
  return checkedSchema((values: DirectDebitValues) => directDebitProblems(values, phoneCountry));
}

/** A server issue code as one of this form's: an unknown one (a schema rule) asks to fill the field in. */
function toDirectDebitIssue(code: string): DirectDebitIssue {
  return (DIRECT_DEBIT_ISSUES as readonly string[]).includes(code) ? (code as DirectDebitIssue) : "required";
}

/**
 * The form's fields a VALIDATION_FAILED answer names, with their issues; empty for any other error, and for
 * issues about no field of the form (the bundle, the code), which the general text covers.
 */
export function serverProblems(error: unknown): DirectDebitProblems {
  const problems: DirectDebitProblems = {};
  for (const [field, code] of Object.entries(fieldIssues(error))) {
    if (field === "consent") problems.consent = "consent_required";
    else if ((DIRECT_DEBIT_FIELDS as readonly string[]).includes(field)) {
      problems[field as DirectDebitField] = toDirectDebitIssue(code);
    }
  }
  return problems;
}

/** The body of POST /api/directdebit.php: trimmed texts, the compact IBAN, the code only when it applies. */
export function directDebitRequest(
  values: DirectDebitValues,
  bundle: number,
  discountCode: string | null,
): DirectDebitRequest {
  return {
    bundle,
    ...(discountCode ? { discount_code: discountCode } : {}),
    account_holder: values.account_holder.trim(),
    iban: compactIban(values.iban),
    street: values.street.trim(),
    house_number: values.house_number.trim(),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    phone: values.phone.trim(),
    consent: true,
  };
}
