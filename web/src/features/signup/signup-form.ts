/**
 * The signup form's data and rules, apart from its screens: the steps (0 who, 1 date of birth, 2 where,
 * 3 account, 4 sending), the checks each step makes before going on (spec §5 texts), the step each field of
 * a server issue belongs to, and the request it sends.
 */
import type { Seeking, SignupRequest, Tracking } from "@amora/contract/accounts";
import type { Country } from "@amora/contract/countries";
import { fieldIssuesOf } from "@amora/contract/field-rules";
import type { SupportedLocale } from "@amora/contract/locales";
import type { CountryRegions } from "@amora/contract/settings";
import { checkedSchema } from "../../components/rule-form.ts";
import type { IssueCode, IssueValues } from "../account/index.ts";
import { locationIssues, SignupAccountSchema } from "../account/index.ts";
import { checkDateOfBirth, toIsoDate } from "./date-of-birth.ts";

export interface SignupDraft {
  gender: "male" | "female" | null;
  seeking: Seeking | null;
  message: string;
  day: string;
  month: string;
  year: string;
  country: Country;
  region: string;
  city: string;
  name: string;
  email: string;
  password: string;
  /** The explicit consent to processing what the profile reveals (sexual orientation; GDPR art. 9(2)(a)). */
  consent: boolean;
}

/** Steps with fields, in order; step 4 (SENDING_STEP) sends the form and shows the result. */
export const INPUT_STEPS = ["about", "birth", "place", "account"] as const;
export type InputStep = (typeof INPUT_STEPS)[number];
export const SENDING_STEP = INPUT_STEPS.length;

/** Where a field is filled in; `date_of_birth` stands for the three pickers. */
export type SignupField =
  | "gender"
  | "seeking"
  | "signup_message"
  | "date_of_birth"
  | "country"
  | "region"
  | "city"
  | "name"
  | "email"
  | "password"
  | "special_category_consent";

const FIELD_STEPS: Record<SignupField, number> = {
  gender: 0,
  seeking: 0,
  signup_message: 0,
  date_of_birth: 1,
  country: 2,
  region: 2,
  city: 2,
  name: 3,
  email: 3,
  password: 3,
  special_category_consent: 3,
};

export function isSignupField(field: string): field is SignupField {
  return field in FIELD_STEPS;
}

export function stepOfField(field: SignupField): number {
  return FIELD_STEPS[field];
}

export interface FieldProblem {
  code: IssueCode;
  values?: IssueValues;
}

export type StepProblems = Partial<Record<SignupField, FieldProblem>>;

export function emptyDraft(country: Country): SignupDraft {
  return {
    gender: null,
    seeking: null,
    message: "",
    day: "",
    month: "",
    year: "",
    country,
    region: "",
    city: "",
    name: "",
    email: "",
    password: "",
    consent: false,
  };
}

export interface CheckContext {
  minAge: number;
  today: Date;
  /** The regions of the chosen country; undefined while they load. */
  regions: CountryRegions | undefined;
  /** The region's word in the sentence, already translated ("county"). */
  regionLabel: string;
}

/** The problems a step has; empty when the member may go on. */
export function checkStep(step: number, draft: SignupDraft, context: CheckContext): StepProblems {
  const problems: StepProblems = {};
  if (step === 0) {
    if (draft.gender === null) problems.gender = { code: "gender_required" };
    if (draft.seeking === null) problems.seeking = { code: "seeking_required" };
  } else if (step === 1) {
    const issue = checkDateOfBirth(draft, context.minAge, context.today);
    if (issue) problems.date_of_birth = { code: issue, values: { min_age: context.minAge } };
  } else if (step === 2) {
    const issues = locationIssues(draft, context.regions);
    if (issues.region) problems.region = { code: issues.region, values: { label: context.regionLabel } };
    if (issues.city) problems.city = { code: issues.city };
  } else if (step === 3) {
    const fields = { name: draft.name, email: draft.email, password: draft.password };
    for (const [field, code] of Object.entries(fieldIssuesOf(SignupAccountSchema, fields))) {
      if (isSignupField(field)) problems[field] = { code: code as IssueCode };
    }
    if (!draft.consent) problems.special_category_consent = { code: "consent_required" };
  }
  return problems;
}

/**
 * The form's schema while the member is on `step`: that step's checks, each issue on its field. The context
 * is read when the check runs, so it sees the regions once they have loaded and today's date.
 */
export function stepSchema(step: number, context: () => CheckContext) {
  return checkedSchema((draft: SignupDraft) => {
    const problems = checkStep(step, draft, context());
    return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.code]));
  });
}

export interface SignupTarget {
  /** The member whose profile the visitor signs up from (/members/:id/signup). */
  profileId?: number;
}

export function toSignupRequest(
  draft: SignupDraft,
  options: { language: SupportedLocale; tracking: Tracking; target?: SignupTarget },
): SignupRequest {
  if (draft.gender === null || draft.seeking === null) throw new Error("The signup form is incomplete.");
  const message = draft.message.trim();
  const hasTracking = Object.keys(options.tracking).length > 0;
  return {
    email: draft.email.trim(),
    name: draft.name.trim(),
    password: draft.password,
    date_of_birth: toIsoDate(draft) ?? "",
    gender: draft.gender,
    seeking: draft.seeking,
    country: draft.country,
    region: draft.region,
    city: draft.city.trim(),
    language: options.language,
    special_category_consent: draft.consent,
    ...(options.target?.profileId !== undefined && {
      signup_profile_id: options.target.profileId,
      ...(message !== "" && { signup_message: message }),
    }),
    ...(hasTracking && { tracking: options.tracking }),
  };
}
