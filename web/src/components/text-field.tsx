/**
 * A labelled input with its help text and inline error, wired for assistive technology: the error and help
 * are announced with the field (aria-describedby) and the field is marked invalid while the error shows.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import "./forms.scss";

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  /** Shown under the field in red; the field is invalid while it is set. */
  error?: ReactNode;
  help?: ReactNode;
  className?: string;
};

export function describedBy(id: string, error: ReactNode, help: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The error line under a field (or a group of fields), with the id the field points to. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block field-error">
      {children}
    </div>
  );
}

export function FieldHelp({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div id={`${id}-help`} className="form-text">
      {children}
    </div>
  );
}

type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "children"> & {
    /** A control at the end of the input (the password field's show button). */
    end?: ReactNode;
  };

export function TextField({ id, label, error, help, className = "mb-3", end, ...input }: TextFieldProps) {
  const control = (
    <input
      id={id}
      className={`form-control form-control-lg ${error ? "is-invalid" : ""}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, error ? null : help)}
      {...input}
    />
  );
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {end ? (
        <div className={`input-group ${error ? "is-invalid" : ""}`}>
          {control}
          {end}
        </div>
      ) : (
        control
      )}
      <FieldError id={id}>{error}</FieldError>
      {/* The error says what to do; the help would repeat it. */}
      <FieldHelp id={id}>{!error && help}</FieldHelp>
    </div>
  );
}

type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className" | "children">;

export function TextAreaField({
  id,
  label,
  error,
  help,
  className = "mb-3",
  ...textarea
}: TextAreaFieldProps) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control ${error ? "is-invalid" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
        {...textarea}
      />
      <FieldError id={id}>{error}</FieldError>
      <FieldHelp id={id}>{help}</FieldHelp>
    </div>
  );
}

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & { children: ReactNode };

export function SelectField({
  id,
  label,
  error,
  help,
  className = "mb-3",
  children,
  ...select
}: SelectFieldProps) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select form-select-lg ${error ? "is-invalid" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
        {...select}
      >
        {children}
      </select>
      <FieldError id={id}>{error}</FieldError>
      <FieldHelp id={id}>{help}</FieldHelp>
    </div>
  );
}
