/**
 * Payment methods as the member recognises them: each one's own name and a small mark in its colours,
 * drawn inline (no logos fetched from elsewhere, no request). The marks are decorative; the name is what
 * screen readers read. The picker is a radio group of large tiles, easy to hit with a thumb.
 */
import type { PaymentMethod } from "@amora/contract/payments";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/icons.tsx";

/** A short text on the method's colour, or a line icon where there is no short name to show. */
type Mark = { background: string; color: string } & ({ text: string } | { icon: "card" | "bank" });

const MARKS: Record<PaymentMethod, Mark> = {
  ideal: { text: "iD", background: "#cc0066", color: "#fff" },
  bancontact: { text: "BC", background: "#005498", color: "#fff" },
  creditcard: { icon: "card", background: "#1a1f71", color: "#fff" },
  paypal: { text: "PP", background: "#003087", color: "#fff" },
  sdd: { icon: "bank", background: "#0f4c81", color: "#fff" },
  sct: { icon: "bank", background: "#4a5568", color: "#fff" },
  blik: { text: "blik", background: "#000", color: "#fff" },
  eps: { text: "eps", background: "#c8036f", color: "#fff" },
  przelewy24: { text: "P24", background: "#d13239", color: "#fff" },
  trustly: { text: "T", background: "#0ee06e", color: "#0b2a18" },
  twint: { text: "TW", background: "#000", color: "#fff" },
  mbway: { text: "MB", background: "#d60510", color: "#fff" },
  multibanco: { text: "MB", background: "#1b75bb", color: "#fff" },
};

function MarkIcon({ icon }: { icon: "card" | "bank" }) {
  return icon === "card" ? (
    <Icon size={22}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </Icon>
  ) : (
    <Icon size={22}>
      <path d="M3 10h18L12 4 3 10zM5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18" />
    </Icon>
  );
}

export function MethodMark({ method }: { method: PaymentMethod }) {
  const mark = MARKS[method];
  return (
    <span
      className="method-mark"
      style={{ background: mark.background, color: mark.color }}
      aria-hidden="true"
      data-method={method}
    >
      {"text" in mark ? mark.text : <MarkIcon icon={mark.icon} />}
    </span>
  );
}

/** The method's own name ("iDEAL", "Credit card", …). */
export function useMethodName(): (method: PaymentMethod) => string {
  const { t } = useTranslation("credits");
  return (method) => t(`methods.${method}`);
}

/** Methods that need a word of explanation: the member does more than confirm at their bank. */
function useMethodHint(): (method: PaymentMethod) => string | null {
  const { t } = useTranslation("credits");
  return (method) => (method === "sdd" || method === "sct" ? t(`methodHints.${method}`) : null);
}

interface MethodPickerProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  legend: string;
  disabled?: boolean;
}

export function MethodPicker({ methods, value, onChange, legend, disabled = false }: MethodPickerProps) {
  const name = useMethodName();
  const hint = useMethodHint();
  return (
    <fieldset className="method-picker" disabled={disabled}>
      <legend className="method-picker__legend">{legend}</legend>
      <div className="method-picker__list">
        {methods.map((method) => {
          const hintText = hint(method);
          return (
            <label key={method} className={`method-tile${method === value ? " is-selected" : ""}`}>
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={method === value}
                onChange={() => onChange(method)}
                className="method-tile__input"
              />
              <MethodMark method={method} />
              <span className="method-tile__text">
                <span className="method-tile__name">{name(method)}</span>
                {hintText && <span className="method-tile__hint">{hintText}</span>}
              </span>
              <span className="method-tile__check" aria-hidden="true" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
