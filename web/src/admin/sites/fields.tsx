/**
 * The form parts of the sites-and-settings screens: labelled inputs that show the issue of their field in
 * the staff member's language (catalogue admin-sites, `issues.*`), from the form's own check or the
 * server's answer. A field's issues are those whose path is the field's name or starts with it.
 */
import { type SettingIssue, SITE_LIMITS } from "@amora/contract/admin-sites";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-errors.ts";

export type Issues = readonly SettingIssue[] | readonly { field: string; code: string }[];

/** The server's VALIDATION_FAILED issues as the form's (paths without their "body." part). */
export function serverIssues(error: unknown): { field: string; code: string }[] {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_FAILED") return [];
  return error.issues.map((issue) => ({ field: issue.path.replace(/^body\./, ""), code: issue.code }));
}

const RANGES: Record<string, { min: number; max: number }> = {
  niche_range: SITE_LIMITS.niche,
  credits_range: SITE_LIMITS.credits,
  message_length_range: SITE_LIMITS.messageLength,
  refund_days_range: SITE_LIMITS.refundDays,
  min_age_range: SITE_LIMITS.minAge,
  cost_range: SITE_LIMITS.messageCost,
  percentage_range: SITE_LIMITS.discountPercentage,
  bundle_credits_range: SITE_LIMITS.bundleCredits,
  position_range: SITE_LIMITS.bundlePosition,
};

/** The text of an issue's code; a code the catalogue does not know reads as the general one. */
export function useIssueText(): (code: string) => string {
  const { t } = useTranslation("admin-sites");
  return (code) =>
    t(`issues.${code}` as "issues.required", { defaultValue: t("issues.invalid"), ...RANGES[code] });
}

export function issueOf(issues: Issues, name: string): string | undefined {
  return issues.find((issue) => issue.field === name || issue.field.startsWith(`${name}.`))?.code;
}

interface FieldProps {
  name: string;
  label: string;
  issues: Issues;
  hint?: string;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    className: string;
  }) => ReactNode;
}

export function Field({ name, label, issues, hint, children }: FieldProps) {
  const id = useId();
  const text = useIssueText();
  const code = issueOf(issues, name);
  const described = [code ? `${id}-issue` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className="site-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(code),
        ...(described ? { "aria-describedby": described } : {}),
        className: code ? "is-invalid" : "",
      })}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {code && (
        <div id={`${id}-issue`} className="invalid-feedback d-block">
          {text(code)}
        </div>
      )}
    </div>
  );
}

export function TextInput(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  issues: Issues;
  hint?: string;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
}) {
  return (
    <Field
      name={props.name}
      label={props.label}
      issues={props.issues}
      {...(props.hint ? { hint: props.hint } : {})}
    >
      {({ className, ...rest }) =>
        props.multiline ? (
          <textarea
            {...rest}
            className={`form-control ${className}`}
            rows={3}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...rest}
            type={props.type ?? "text"}
            className={`form-control ${className}`}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

export function NumberInput(props: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  issues: Issues;
  step?: string;
}) {
  return (
    <Field name={props.name} label={props.label} issues={props.issues}>
      {({ className, ...rest }) => (
        <input
          {...rest}
          type="number"
          inputMode={props.step ? "decimal" : "numeric"}
          step={props.step ?? "1"}
          className={`form-control ${className}`}
          value={Number.isNaN(props.value) ? "" : props.value}
          onChange={(event) =>
            props.onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))
          }
        />
      )}
    </Field>
  );
}

/** A list typed as text: items separated by commas or new lines; kept as typed until it is parsed. */
export function ListInput(props: {
  name: string;
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  issues: Issues;
  hint?: string;
}) {
  const [text, setText] = useState(props.value.join(", "));
  return (
    <Field
      name={props.name}
      label={props.label}
      issues={props.issues}
      {...(props.hint ? { hint: props.hint } : {})}
    >
      {({ className, ...rest }) => (
        <input
          {...rest}
          type="text"
          className={`form-control ${className}`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            props.onChange(
              event.target.value
                .split(/[,\n]/)
                .map((item) => item.trim())
                .filter(Boolean),
            );
          }}
        />
      )}
    </Field>
  );
}

export function Check(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="form-check site-check">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {props.label}
      </label>
    </div>
  );
}

export function Select<Value extends string>(props: {
  name: string;
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  issues: Issues;
}) {
  return (
    <Field name={props.name} label={props.label} issues={props.issues}>
      {({ className, ...rest }) => (
        <select
          {...rest}
          className={`form-select ${className}`}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as Value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Several of a fixed set, as checkboxes in a group named by its legend. */
export function CheckGroup(props: {
  name: string;
  legend: string;
  options: readonly string[];
  value: readonly string[];
  label: (option: string) => string;
  onChange: (value: string[]) => void;
  issues: Issues;
}) {
  const text = useIssueText();
  const code = issueOf(props.issues, props.name);
  return (
    <fieldset className="site-checks">
      <legend className="form-label">{props.legend}</legend>
      <div className="site-checks__options">
        {props.options.map((option) => (
          <Check
            key={option}
            label={props.label(option)}
            checked={props.value.includes(option)}
            onChange={(on) =>
              props.onChange(on ? [...props.value, option] : props.value.filter((item) => item !== option))
            }
          />
        ))}
      </div>
      {code && <div className="invalid-feedback d-block">{text(code)}</div>}
    </fieldset>
  );
}
