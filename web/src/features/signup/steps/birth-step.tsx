/** Signup step 1: the date of birth as day, month and year pickers (spec §5: required, valid, old enough). */
import { useTranslation } from "react-i18next";
import { FieldError } from "../../../components/text-field.tsx";
import { useFormatLocale } from "../../site/index.ts";
import { birthYears } from "../date-of-birth.ts";
import type { StepProps } from "./step-props.ts";

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export function BirthStep({
  idPrefix,
  draft,
  update,
  problem,
  disabled,
  minAge,
}: StepProps & { minAge: number }) {
  const { t } = useTranslation("account");
  const locale = useFormatLocale();
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const error = problem("date_of_birth");
  const groupId = `${idPrefix}-date_of_birth`;
  const selectClass = `form-select form-select-lg ${error ? "is-invalid" : ""}`;
  const describedBy = error ? `${groupId}-error` : undefined;

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="form-label fs-6 fw-semibold">{t("signup.birth.legend")}</legend>
      <div className="date-of-birth">
        <div>
          <label className="form-label small text-body-secondary" htmlFor={`${idPrefix}-day`}>
            {t("signup.birth.day")}
          </label>
          <select
            id={`${idPrefix}-day`}
            className={selectClass}
            value={draft.day}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            autoComplete="bday-day"
            onChange={(event) => update({ day: event.target.value })}
          >
            <option value="">–</option>
            {DAYS.map((day) => (
              <option key={day} value={String(day)}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label small text-body-secondary" htmlFor={`${idPrefix}-month`}>
            {t("signup.birth.month")}
          </label>
          <select
            id={`${idPrefix}-month`}
            className={selectClass}
            value={draft.month}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            autoComplete="bday-month"
            onChange={(event) => update({ month: event.target.value })}
          >
            <option value="">–</option>
            {MONTHS.map((month) => (
              <option key={month} value={String(month)}>
                {monthName.format(new Date(Date.UTC(2000, month - 1, 1)))}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label small text-body-secondary" htmlFor={`${idPrefix}-year`}>
            {t("signup.birth.year")}
          </label>
          <select
            id={`${idPrefix}-year`}
            className={selectClass}
            value={draft.year}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            autoComplete="bday-year"
            onChange={(event) => update({ year: event.target.value })}
          >
            <option value="">–</option>
            {birthYears(minAge, new Date()).map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id={groupId}>{error}</FieldError>
    </fieldset>
  );
}
