/**
 * Forms checked by the contract's field rules: react-hook-form with the zod resolver. Nothing shows until
 * the member first sends the form; from then on each field's issue follows what they type. A rule's issue
 * message is its code, which the form turns into the member's language; the server's issue for a field
 * (VALIDATION_FAILED) shows when the form's own check has nothing to say. `field(name)` gives what
 * TextField and PasswordField take: the registered input and its error text; `issue(name)` gives the text
 * alone, for controls the form sets itself (pickers, a group of fields); `setField` sets such a control.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  useForm,
} from "react-hook-form";
import { z } from "zod";

interface RuleFormOptions<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** The text of an issue code. */
  issueText: (code: string) => ReactNode;
  /** The server's issue code per field of the last answer, e.g. from a VALIDATION_FAILED error. */
  serverIssues?: Partial<Record<string, string>>;
  /** Told when the member changes a registered field, e.g. to clear the last answer. */
  onEdit?: (name: Path<Values>) => void;
  /**
   * Issue codes a field shows as soon as the member leaves it, before the first try (a mistyped IBAN, when
   * each try costs an SMS); the others, such as an empty field, wait for the try.
   */
  issuesOnLeave?: readonly string[];
}

export function useRuleForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  { defaultValues, issueText, serverIssues = {}, onEdit, issuesOnLeave = [] }: RuleFormOptions<Values>,
) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: issuesOnLeave.length > 0 ? "onTouched" : "onSubmit",
    reValidateMode: "onChange",
  });
  const issue = (name: string): ReactNode => {
    const own: FieldError | undefined = get(form.formState.errors, name);
    const shown = own?.message && (form.formState.isSubmitted || issuesOnLeave.includes(own.message));
    const code = shown ? own.message : serverIssues[name];
    return code ? issueText(code) : undefined;
  };
  const field = (name: Path<Values>) => ({
    ...form.register(name, { onChange: () => onEdit?.(name) }),
    error: issue(name),
  });
  /** Sets a field the form writes itself (an IBAN grouped as it is typed): checked as if it were typed. */
  const setField = (name: Path<Values>, value: PathValue<Values, Path<Values>>) => {
    const shouldValidate = form.formState.isSubmitted || form.getFieldState(name).isTouched;
    form.setValue(name, value, { shouldValidate });
    onEdit?.(name);
  };
  return { ...form, field, issue, setField };
}

/**
 * A form's schema from a check that looks at several fields at once (a signup step, the direct-debit
 * form) and answers an issue code per field: each becomes the field's issue, in the check's order.
 */
export function checkedSchema<Values>(check: (values: Values) => Partial<Record<string, string>>) {
  return z.custom<Values>().superRefine((values, context) => {
    for (const [field, code] of Object.entries(check(values))) {
      if (code) context.addIssue({ code: "custom", message: code, path: [field] });
    }
  });
}
