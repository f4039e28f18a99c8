/** A setting that is on or off: its name and explanation on the left, a switch on the right, as phones show settings. */
import type { ReactNode } from "react";
import "./forms.scss";

type SwitchRowProps = {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** While the change is saved: the switch shows the new state and waits. */
  busy?: boolean;
};

export function SwitchRow({ id, label, help, checked, onChange, busy = false }: SwitchRowProps) {
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <label className="switch-row__label" htmlFor={id}>
          {label}
        </label>
        {help && (
          <p id={`${id}-help`} className="switch-row__help">
            {help}
          </p>
        )}
      </div>
      <div className="form-check form-switch switch-row__control">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          aria-busy={busy || undefined}
          aria-describedby={help ? `${id}-help` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
    </div>
  );
}
