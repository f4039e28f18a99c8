/**
 * The discount code entry of the credits page: a field and "Apply"; once a code applies, what it gives
 * ("TIMEBONUS25: 25% off", the methods it is for) with a way to remove it. A code that does not apply says
 * why, in the words of errors.json.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircleIcon } from "../../components/member-icons.tsx";
import { usePaymentErrorText } from "./payment-errors.ts";
import { useMethodName } from "./payment-methods.tsx";
import type { DiscountCode } from "./use-discount-code.ts";

export function DiscountForm({ discount, currency }: { discount: DiscountCode; currency: string }) {
  const { t } = useTranslation("credits");
  const [draft, setDraft] = useState(discount.requested ?? "");
  const id = useId();
  const errorText = usePaymentErrorText(currency);

  if (discount.applied) {
    return (
      <AppliedCode
        discount={discount.applied.discount}
        onRemove={() => {
          setDraft("");
          discount.remove();
        }}
      />
    );
  }
  const hasError = Boolean(discount.error) && !discount.isChecking;
  return (
    <form
      className="discount-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim()) discount.apply(draft);
      }}
    >
      <label htmlFor={id} className="discount-form__label">
        {t("discount.label")}
      </label>
      <div className="discount-form__row">
        <input
          id={id}
          className={`form-control discount-form__input${hasError ? " is-invalid" : ""}`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t("discount.placeholder")}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? `${id}-error` : undefined}
        />
        <button
          type="submit"
          className="btn btn-outline-primary discount-form__apply"
          disabled={discount.isChecking || draft.trim() === ""}
        >
          {discount.isChecking ? t("discount.checking") : t("discount.apply")}
        </button>
      </div>
      {hasError && (
        <p id={`${id}-error`} className="discount-form__error" role="alert">
          {errorText(discount.error)}
        </p>
      )}
    </form>
  );
}

function AppliedCode({
  discount,
  onRemove,
}: {
  discount: NonNullable<DiscountCode["applied"]>["discount"];
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation("credits");
  const methodName = useMethodName();
  const methods = discount.payment_methods;
  return (
    <div className="discount-applied" role="status">
      <span className="discount-applied__icon" aria-hidden="true">
        <CheckCircleIcon size={22} />
      </span>
      <span className="discount-applied__text">
        <strong>{t("discount.applied", { code: discount.code, percentage: discount.percentage })}</strong>
        {methods && methods.length > 0 && (
          <span className="discount-applied__detail">
            {t("discount.methodsOnly", {
              methods: new Intl.ListFormat(i18n.language, { type: "disjunction" }).format(
                methods.map(methodName),
              ),
            })}
          </span>
        )}
      </span>
      <button
        type="button"
        className="btn btn-link discount-applied__remove"
        onClick={onRemove}
        aria-label={t("discount.removeLabel", { code: discount.code })}
      >
        {t("discount.remove")}
      </button>
    </div>
  );
}
