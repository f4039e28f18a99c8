/** The six digits of an authenticator app: the login's second step and the setup's first code. */
import { TextField } from "../components/text-field.tsx";

export function TotpCodeField({
  id,
  label,
  className,
  value,
  onChange,
  autoFocus = false,
}: {
  id: string;
  label: string;
  className: string;
  value: string;
  /** Receives the digits only: a pasted "123 456" is "123456". */
  onChange: (digits: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      className={`${className} admin-code-field`}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
      required
      autoFocus={autoFocus}
    />
  );
}
