/**
 * Forms checked by the contract's field rules: react-hook-form with the zod resolver. Nothing shows until
 * the member first sends the form; from then on each field's issue follows what they type. A rule's issue
 * message is its code, which the form turns into the member's language; the server's issue for a field
 * (VALIDATION_FAILED) shows when the form's own check has nothing to say. `field(name)` gives what
 * TextField and PasswordField take: the registered input and its error text.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

interface RuleFormOptions<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** The text of an issue code. */
  issueText: (code: string) => string;
  /** The server's issue code per field of the last answer, e.g. from a VALIDATION_FAILED error. */
  serverIssues?: Partial<Record<string, string>>;
  /** Told when the member changes a field, e.g. to clear the last answer. */
  onEdit?: () => void;
}

export function useRuleForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  { defaultValues, issueText, serverIssues = {}, onEdit }: RuleFormOptions<Values>,
) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const field = (name: Path<Values>) => {
    const own: FieldError | undefined = get(form.formState.errors, name);
    const code = own?.message ?? serverIssues[name];
    return { ...form.register(name, { onChange: onEdit }), error: code ? issueText(code) : undefined };
  };
  return { ...form, field };
}
