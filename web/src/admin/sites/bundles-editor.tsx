/**
 * A site's credit bundles in one currency: credits, price, badge, position and whether it is on sale, each
 * row saved on its own. A new price asks for the password or a code again (useReauth); members are
 * offered it on their next visit to the credits page, on every server.
 */
import {
  type AdminBundle,
  BUNDLE_BADGES,
  type BundleInput,
  bundleIssues,
  CURRENCIES,
} from "@amora/contract/admin-sites";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionGuard } from "../admin-session.tsx";
import { ErrorAlert } from "../error-alert.tsx";
import { useReauth } from "../reauth.tsx";
import { Check, NumberInput, Select } from "./fields.tsx";
import { sitesApi } from "./sites-api.ts";
import { FormActions, useCheckedForm } from "./use-checked-form.tsx";

export function BundlesEditor({ siteId, defaultCurrency }: { siteId: number; defaultCurrency: string }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const [currency, setCurrency] = useState(defaultCurrency);
  const currencyId = useId();
  const bundles = useQuery({
    queryKey: ["admin", "bundles", siteId, currency],
    queryFn: ({ signal }) => guard(() => sitesApi.bundles(siteId, currency, signal)),
    retry: false,
  });
  return (
    <section className="card site-section" aria-labelledby="bundles-title">
      <div className="card-body">
        <div className="site-bundles__head">
          <h2 id="bundles-title" className="h5 site-section__title">
            {t("bundles.title")}
          </h2>
          <div className="site-bundles__currency">
            <label className="form-label mb-0" htmlFor={currencyId}>
              {t("bundles.currency")}
            </label>
            <select
              id={currencyId}
              className="form-select form-select-sm"
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        </div>
        {bundles.error && <ErrorAlert error={bundles.error} />}
        {bundles.data && bundles.data.bundles.length === 0 && (
          <p className="text-body-secondary">{t("bundles.none")}</p>
        )}
        <div className="site-bundles">
          {bundles.data?.bundles.map((bundle) => (
            <BundleRow key={`${bundle.id}-${currency}`} bundle={bundle} siteId={siteId} />
          ))}
        </div>
      </div>
    </section>
  );
}

function inputOf(bundle: AdminBundle): BundleInput {
  return {
    credits: bundle.credits,
    price_cents: bundle.price_cents,
    badge: bundle.badge,
    position: bundle.position,
    active: bundle.active,
  };
}

function BundleRow({ bundle, siteId }: { bundle: AdminBundle; siteId: number }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const reauth = useReauth();
  const queryClient = useQueryClient();
  const form = useCheckedForm({
    initial: () => inputOf(bundle),
    check: bundleIssues,
    send: (body: BundleInput) => reauth(() => guard(() => sitesApi.saveBundle(bundle.id, body))),
    onSaved: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ["admin", "bundles", siteId] });
      return inputOf(answer.bundle);
    },
  });
  const { draft, set, issues } = form;
  const title = t("bundles.bundle", { credits: bundle.credits, currency: bundle.currency });
  return (
    <form className="site-bundle" noValidate onSubmit={form.submit} aria-label={title}>
      <h3 className="h6 site-bundle__title">{title}</h3>
      <NumberInput
        name="credits"
        label={t("bundles.credits")}
        value={draft.credits}
        onChange={(v) => set("credits", v)}
        issues={issues}
      />
      <NumberInput
        name="price_cents"
        label={t("bundles.price", { currency: bundle.currency })}
        step="0.01"
        value={Number.isNaN(draft.price_cents) ? Number.NaN : draft.price_cents / 100}
        onChange={(v) => set("price_cents", Math.round(v * 100))}
        issues={issues}
      />
      <Select
        name="badge"
        label={t("bundles.badge")}
        value={draft.badge ?? ""}
        options={[
          { value: "", label: t("bundles.noBadge") },
          ...BUNDLE_BADGES.map((b) => ({ value: b, label: t(`bundles.badges.${b}`) })),
        ]}
        onChange={(v) => set("badge", v === "" ? null : (v as BundleInput["badge"]))}
        issues={issues}
      />
      <NumberInput
        name="position"
        label={t("bundles.position")}
        value={draft.position}
        onChange={(v) => set("position", v)}
        issues={issues}
      />
      <Check label={t("bundles.active")} checked={draft.active} onChange={(on) => set("active", on)} />
      <FormActions
        form={form}
        savedText={t("bundles.saved")}
        submitText={t("bundles.save")}
        className="site-bundle__actions"
        small
      />
    </form>
  );
}
