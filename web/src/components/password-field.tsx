/** A password input with a show/hide button, so members can check what they typed on a phone keyboard. */
import { type ComponentProps, useState } from "react";
import { EyeIcon, EyeOffIcon } from "./member-icons.tsx";
import { TextField } from "./text-field.tsx";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "end"> & {
  showLabel: string;
  hideLabel: string;
};

export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [isShown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      type={isShown ? "text" : "password"}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className="btn btn-outline-secondary password-field__toggle"
          aria-pressed={isShown}
          aria-controls={field.id}
          onClick={() => setShown((shown) => !shown)}
        >
          {isShown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          <span className="visually-hidden">{isShown ? hideLabel : showLabel}</span>
        </button>
      }
    />
  );
}
