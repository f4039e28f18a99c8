/**
 * Spending limits in the settings (issue 17): the daily, weekly and monthly limits in the member's purchase
 * currency, what they spent in each period, and a raise waiting out its 24 hours with when it applies.
 * Lowering applies at once; the server decides which is which and the answer shows it.
 */
import {
  SPENDING_LIMIT_COOLING_OFF_HOURS,
  SPENDING_PERIODS,
  type SpendingLimits,
  type SpendingLimitsResponse,
  type SpendingPeriod,
} from "@amora/contract/spending-limits";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Notify } from "../../components/feedback-toasts.tsx";
import { FormSection } from "../../components/form-section.tsx";
import { LoadFailed } from "../../components/load-failed.tsx";
import { CoinsIcon } from "../../components/member-icons.tsx";
import { describedBy, FieldError, FieldHelp } from "../../components/text-field.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { formatPrice } from "../../lib/format-price.ts";
import { useErrorText } from "../account/index.ts";
import { useFormatLocale } from "../site/index.ts";
import { limitText, parseLimit } from "./amount.ts";
import { saveSpendingLimits, spendingLimitsQuery, spendingQueryKeys } from "./api.ts";
import "./spending-limits.scss";

export const LIMITS_SECTION_ID = "settings-limits";

export function SpendingLimitsSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation("spending");
  const limits = useQuery(spendingLimitsQuery);
  return (
    <FormSection
      id={LIMITS_SECTION_ID}
      icon={CoinsIcon}
      title={t("section.title")}
      lead={t("section.lead", { count: SPENDING_LIMIT_COOLING_OFF_HOURS })}
    >
      {limits.data ? (
        <LimitsForm current={limits.data} notify={notify} />
      ) : limits.isError ? (
        <LoadFailed text={t("section.loadFailed")} onRetry={() => void limits.refetch()} />
      ) : (
        <p className="text-body-secondary mb-0" role="status">
          {t("section.loading")}
        </p>
      )}
    </FormSection>
  );
}

type Texts = Record<SpendingPeriod, string>;

function textsOf(limits: SpendingLimits, locale: string): Texts {
  return {
    daily: limitText(limits.daily_cents, locale),
    weekly: limitText(limits.weekly_cents, locale),
    monthly: limitText(limits.monthly_cents, locale),
  };
}

function LimitsForm({ current, notify }: { current: SpendingLimitsResponse; notify: Notify }) {
  const { t } = useTranslation("spending");
  const locale = useFormatLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Texts>(() => textsOf(current.pending ?? current.limits, locale));
  const [invalid, setInvalid] = useState<SpendingPeriod[]>([]);
  const money = (cents: number) => formatPrice(cents / 100, current.currency, locale);
  const pendingDate =
    current.pending &&
    formatDate(current.pending.effective_at, { dateStyle: "medium", timeStyle: "short" }, locale);
  const pendingCurrency = current.pending?.currency ?? current.currency;
  const pendingLimitText = (cents: number | null, date: string) =>
    cents === null
      ? t("field.noneFrom", { date })
      : t("field.from", { limit: formatPrice(cents / 100, pendingCurrency, locale), date });
  const save = useMutation({
    mutationFn: saveSpendingLimits,
    onSuccess: (answer) => {
      queryClient.setQueryData(spendingQueryKeys.limits, answer);
      notify(answer.pending ? t("saved.pending") : t("saved.now"));
    },
    onError: (error) => notify(t("saved.failed", { error: errorText(error) }), "error"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SPENDING_PERIODS.map((period) => [period, parseLimit(texts[period])] as const);
    const wrong = parsed.filter(([, cents]) => cents === undefined).map(([period]) => period);
    setInvalid(wrong);
    if (wrong.length > 0) return;
    const wanted = Object.fromEntries(parsed.map(([period, cents]) => [`${period}_cents`, cents ?? null]));
    save.mutate(wanted as SpendingLimits);
  }

  return (
    <form noValidate onSubmit={submit} className="spending-limits">
      <div className="spending-limits__fields">
        {SPENDING_PERIODS.map((period) => {
          const id = `spending-limit-${period}`;
          const limit = current.limits[`${period}_cents`];
          const spent = current.spent[`${period}_cents`];
          const help = (
            <>
              {limit === null
                ? t("field.none", { spent: money(spent) })
                : t("field.spent", { spent: money(spent), limit: money(limit) })}
              {pendingDate &&
                current.pending &&
                (current.pending[`${period}_cents`] !== limit || pendingCurrency !== current.currency) && (
                  <span className="spending-limits__rise">
                    {pendingLimitText(current.pending[`${period}_cents`], pendingDate)}
                  </span>
                )}
            </>
          );
          const error = invalid.includes(period) ? t("field.invalid") : null;
          return (
            <div key={period} className="spending-limits__field">
              <label className="form-label" htmlFor={id}>
                {t(`period.${period}`)}
              </label>
              <div className="input-group">
                <input
                  id={id}
                  className={`form-control ${error ? "is-invalid" : ""}`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t("field.placeholder")}
                  value={texts[period]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, error, help)}
                  onChange={(event) => setTexts({ ...texts, [period]: event.target.value })}
                />
                <span className="input-group-text">{pendingCurrency}</span>
              </div>
              <FieldError id={id}>{error}</FieldError>
              <FieldHelp id={id}>{help}</FieldHelp>
            </div>
          );
        })}
      </div>
      {pendingDate && (
        <div className="alert alert-info spending-limits__pending" role="status">
          {t("pending.title", { count: SPENDING_LIMIT_COOLING_OFF_HOURS, date: pendingDate })}
        </div>
      )}
      <p className="form-text">{t("section.rules")}</p>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t("section.save")}
      </button>
    </form>
  );
}
