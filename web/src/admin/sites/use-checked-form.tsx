/**
 * A form of the sites-and-settings screens: its draft, the contract's check run before sending, the
 * server's field issues after, and "saved" until the next change. `FormActions` shows the error that is no
 * field's, the saved note and the submit button.
 */
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ErrorAlert } from "../error-alert.tsx";
import { type Issues, serverIssues } from "./fields.tsx";

export function useCheckedForm<Input extends object, Answer>(options: {
  initial: () => Input;
  check: (input: Input) => Issues;
  send: (input: Input) => Promise<Answer>;
  /** The draft after a save (the server's normalised values), when it changes. */
  onSaved?: (answer: Answer) => Input | undefined;
  /** What is sent, made from the draft (a date typed as text, say). */
  prepare?: (draft: Input) => Input;
}) {
  const [draft, setDraft] = useState(options.initial);
  const [issues, setIssues] = useState<Issues>([]);
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: (answer) => {
      const next = options.onSaved?.(answer);
      if (next) setDraft(next);
      setSaved(true);
    },
    onError: (error) => setIssues(serverIssues(error)),
  });
  return {
    draft,
    issues,
    saved,
    pending: mutation.isPending,
    /** The error that belongs to no field (a refused re-auth, a lost connection). */
    error: mutation.error && serverIssues(mutation.error).length === 0 ? mutation.error : null,
    set: <K extends keyof Input>(key: K, value: Input[K]) => {
      setDraft((current) => ({ ...current, [key]: value }));
      setSaved(false);
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      const body = options.prepare ? options.prepare(draft) : draft;
      const found = options.check(body);
      setIssues(found);
      if (found.length === 0) mutation.mutate(body);
    },
  };
}

export function FormActions({
  form,
  savedText,
  submitText,
  className = "site-form__actions",
  small = false,
  children,
}: {
  form: { error: unknown; saved: boolean; pending: boolean };
  savedText: string;
  submitText: string;
  className?: string;
  small?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className={className}>
      {form.error ? <ErrorAlert error={form.error} /> : null}
      {form.saved && (
        <span className={small ? "text-success small" : "alert alert-success mb-0"} role="status">
          {savedText}
        </span>
      )}
      {children}
      <button
        type="submit"
        className={small ? "btn btn-outline-primary btn-sm" : "btn btn-primary"}
        disabled={form.pending}
      >
        {submitText}
      </button>
    </div>
  );
}
