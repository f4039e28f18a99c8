/**
 * A site's settings (spec §3) in sections: identity, signups and search, profiles, credits and costs,
 * fictional texts, mail. The contract's rules run before sending (siteSettingsIssues); the server's
 * issues (a domain another site serves) show on their fields the same way. A new domain or message
 * cost asks for the password or a code again (useReauth).
 */
import {
  type AdminSite,
  CURRENCIES,
  SEARCH_FIELDS,
  type SiteSettingsInput,
  siteSettingsIssues,
} from "@amora/contract/admin-sites";
import { COUNTRIES } from "@amora/contract/countries";
import { INTERESTS } from "@amora/contract/interests";
import { PROFILE_DETAIL_FIELDS } from "@amora/contract/profiles";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSessionGuard } from "../admin-session.tsx";
import { useReauth } from "../reauth.tsx";
import { Check, CheckGroup, ListInput, NumberInput, Select, TextInput } from "./fields.tsx";
import { SiteTextsEditor } from "./site-texts-editor.tsx";
import { sitesApi } from "./sites-api.ts";
import { FormActions, useCheckedForm } from "./use-checked-form.tsx";

function inputOf(site: AdminSite): SiteSettingsInput {
  const { id: _id, company_id: _company, is_default: _default, ...input } = site;
  return input;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset className="card site-section" aria-labelledby={id}>
      <div className="card-body">
        <legend id={id} className="h5 site-section__title">
          {title}
        </legend>
        <div className="site-section__grid">{children}</div>
      </div>
    </fieldset>
  );
}

export function SiteSettingsForm({ site }: { site: AdminSite }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const reauth = useReauth();
  const queryClient = useQueryClient();
  const form = useCheckedForm({
    initial: () => inputOf(site),
    check: siteSettingsIssues,
    send: (body: SiteSettingsInput) => reauth(() => guard(() => sitesApi.saveSite(site.id, body))),
    onSaved: (answer) => {
      queryClient.setQueryData(["admin", "site", site.id], answer);
      void queryClient.invalidateQueries({ queryKey: ["admin", "sites"] });
      return inputOf(answer.site);
    },
  });
  const { draft, set, issues } = form;

  const text = (
    name: keyof SiteSettingsInput & string,
    extra: { multiline?: boolean; type?: "email" | "tel"; hint?: string } = {},
  ) => (
    <TextInput
      name={name}
      label={t(`fields.${name}` as "fields.name")}
      value={String(draft[name])}
      onChange={(value) => set(name, value as never)}
      issues={issues}
      {...extra}
    />
  );
  const number = (name: keyof SiteSettingsInput & string) => (
    <NumberInput
      name={name}
      label={t(`fields.${name}` as "fields.name")}
      value={draft[name] as number}
      onChange={(value) => set(name, value as never)}
      issues={issues}
    />
  );
  const check = (name: keyof SiteSettingsInput & string) => (
    <Check
      label={t(`fields.${name}` as "fields.name")}
      checked={draft[name] as boolean}
      onChange={(on) => set(name, on as never)}
    />
  );

  const costs = Object.entries(draft.minimum_message_costs);
  const setCost = (country: string, change: Partial<{ costs: number; currency: string }>) =>
    set("minimum_message_costs", {
      ...draft.minimum_message_costs,
      [country]: { costs: 0, currency: "EUR", ...draft.minimum_message_costs[country], ...change },
    });

  return (
    <form className="site-form" noValidate onSubmit={form.submit} aria-label={t("settings.title")}>
      <Section id="site-identity" title={t("settings.identity")}>
        {text("name")}
        {text("domain", { hint: t("hints.domain") })}
        <ListInput
          name="aliases"
          label={t("fields.aliases")}
          value={draft.aliases}
          onChange={(v) => set("aliases", v)}
          issues={issues}
          hint={t("hints.list")}
        />
        {text("domain_language", { hint: t("hints.domain_language") })}
        {text("cdn_prefix")}
        <Select
          name="niche"
          label={t("fields.niche")}
          value={String(draft.niche)}
          options={[1, 2, 3, 4, 5, 6, 7].map((n) => ({
            value: String(n),
            label: t(`niches.${n}` as "niches.1"),
          }))}
          onChange={(value) => set("niche", Number(value))}
          issues={issues}
        />
        {text("index_title")}
        {text("description", { multiline: true })}
      </Section>

      <Section id="site-signups" title={t("settings.signups")}>
        <Select
          name="signups"
          label={t("fields.signups")}
          value={draft.signups}
          options={(["all", "with_trafficsource", "closed"] as const).map((value) => ({
            value,
            label: t(`signups.${value}`),
          }))}
          onChange={(value) => set("signups", value)}
          issues={issues}
        />
        {number("min_age")}
        <ListInput
          name="countries"
          label={t("fields.countries")}
          value={draft.countries}
          onChange={(v) => set("countries", v)}
          issues={issues}
          hint={t("hints.countries", { countries: COUNTRIES.join(", ") })}
        />
        <ListInput
          name="country_languages"
          label={t("fields.country_languages")}
          value={Object.entries(draft.country_languages).map(
            ([country, language]) => `${country}=${language}`,
          )}
          onChange={(pairs) =>
            set(
              "country_languages",
              Object.fromEntries(
                pairs.map((pair) => pair.split("=").map((part) => part.trim()) as [string, string]),
              ),
            )
          }
          issues={issues}
          hint={t("hints.country_languages")}
        />
        {check("logged_out_search")}
        {check("logged_out_search_trafficsource")}
        <Check
          label={t("fields.enable_site_entry_popup")}
          checked={draft.enable_site_entry_popup === "yes"}
          onChange={(on) => set("enable_site_entry_popup", on ? "yes" : "no")}
        />
        {check("show_language_dropdown")}
        {check("us_footer")}
        <CheckGroup
          name="search_fields"
          legend={t("fields.search_fields")}
          options={SEARCH_FIELDS}
          value={draft.search_fields}
          label={(f) => t(`searchFields.${f}` as "searchFields.gender")}
          onChange={(v) => set("search_fields", v)}
          issues={issues}
        />
      </Section>

      <Section id="site-profiles" title={t("settings.profiles")}>
        <CheckGroup
          name="visible_profile_fields"
          legend={t("fields.visible_profile_fields")}
          options={PROFILE_DETAIL_FIELDS}
          value={draft.visible_profile_fields}
          label={(f) => t(`profileFields.${f}` as "profileFields.sexuality")}
          onChange={(v) => set("visible_profile_fields", v)}
          issues={issues}
        />
        {check("visible_profile_notes")}
        {check("photo_premoderation")}
        {check("member_resell")}
        <ListInput
          name="interests"
          label={t("fields.interests")}
          value={draft.interests}
          onChange={(v) => set("interests", v)}
          issues={issues}
          hint={t("hints.interests", { count: INTERESTS.length })}
        />
      </Section>

      <Section id="site-credits" title={t("settings.credits")}>
        {number("message_credits")}
        {number("signup_credits")}
        {number("photo_credits")}
        {number("gift_credits")}
        {number("message_length")}
        {number("refund_days")}
        <fieldset className="site-costs">
          <legend className="form-label">{t("fields.minimum_message_costs")}</legend>
          {costs.map(([country, cost]) => (
            <div key={country} className="site-costs__row">
              <NumberInput
                name={`minimum_message_costs.${country}.costs`}
                label={t("costs.amount", { country })}
                value={cost.costs}
                step="0.01"
                onChange={(value) => setCost(country, { costs: value })}
                issues={issues}
              />
              <Select
                name={`minimum_message_costs.${country}.currency`}
                label={t("costs.currency", { country })}
                value={cost.currency}
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                onChange={(value) => setCost(country, { currency: value })}
                issues={issues}
              />
            </div>
          ))}
        </fieldset>
      </Section>

      <Section id="site-fictional" title={t("settings.fictional")}>
        {text("fictional_icon")}
        {text("fictional_singular")}
        {text("fictional_plural")}
        {text("fictional_warning", { multiline: true })}
      </Section>

      <Section id="site-texts-by-language" title={t("settings.textsByLanguage")}>
        <SiteTextsEditor
          value={draft.texts_by_language}
          own={draft}
          onChange={(value) => set("texts_by_language", value)}
          issues={issues}
        />
      </Section>

      <Section id="site-mail" title={t("settings.mail")}>
        {text("mail_name")}
        {text("support_email", { type: "email" })}
        {text("support_phone", { type: "tel", hint: t("hints.support_phone") })}
      </Section>

      <FormActions form={form} savedText={t("settings.saved")} submitText={t("settings.save")}>
        {issues.length > 0 && (
          <div className="alert alert-warning mb-0" role="alert">
            {t("settings.fix", { count: issues.length })}
          </div>
        )}
      </FormActions>
    </form>
  );
}
