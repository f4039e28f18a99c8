/**
 * The six digits of an authenticator app: the back office's login and setup, members' login code step and
 * two-step setup. A one-time code to the browser and the phone's keyboard (autocomplete, numeric).
 */
import { TextField } from "./text-field.tsx";
import "./authenticator.scss";

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
      className={`${className} totp-code-field`}
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
