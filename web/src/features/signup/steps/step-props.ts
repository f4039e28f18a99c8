/** What every signup step gets from the flow: the draft, a way to change it, and the problems to show. */
import type { ReactNode } from "react";
import type { SignupDraft, SignupField } from "../signup-form.ts";

export interface StepProps {
  /** Prefix of the step's element ids, unique per rendered flow. */
  idPrefix: string;
  draft: SignupDraft;
  update: (change: Partial<SignupDraft>) => void;
  /** The text (or text with a link) to show under each field that has a problem. */
  problem: (field: SignupField) => ReactNode;
  disabled: boolean;
}

/** The id of a field's first control, where focus goes when it has a problem. */
export function fieldId(idPrefix: string, field: SignupField): string {
  if (field === "date_of_birth") return `${idPrefix}-day`;
  if (field === "gender") return `${idPrefix}-gender-female`;
  if (field === "seeking") return `${idPrefix}-seeking-male`;
  return `${idPrefix}-${field}`;
}
