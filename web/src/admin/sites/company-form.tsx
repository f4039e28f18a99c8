/** The company behind a site (spec §3 Company info): checked by the contract's rules, then saved. */
import { type AdminCompany, type CompanyInput, companyIssues } from "@amora/contract/admin-sites";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSessionGuard } from "../admin-session.tsx";
import { ListInput, NumberInput, TextInput } from "./fields.tsx";
import { sitesApi } from "./sites-api.ts";
import { FormActions, useCheckedForm } from "./use-checked-form.tsx";

function inputOf(company: AdminCompany): CompanyInput {
  const { id: _id, added: _added, ...input } = company;
  return input;
}

export function CompanyForm({ company }: { company: AdminCompany }) {
  const { t } = useTranslation("admin-sites");
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const form = useCheckedForm({
    initial: () => inputOf(company),
    check: companyIssues,
    send: (body: CompanyInput) => guard(() => sitesApi.saveCompany(company.id, body)),
    onSaved: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ["admin", "site"] });
      return inputOf(answer.company);
    },
  });
  const { draft, set, issues } = form;
  const text = (name: "name" | "address" | "kvk" | "city" | "country" | "support_phone") => (
    <TextInput
      name={name}
      label={t(`company.${name}`)}
      value={draft[name]}
      onChange={(value) => set(name, value)}
      issues={issues}
      {...(name === "support_phone" ? { type: "tel" as const, hint: t("hints.support_phone") } : {})}
    />
  );
  return (
    <form className="card site-section" noValidate onSubmit={form.submit} aria-labelledby="company-title">
      <div className="card-body">
        <h2 id="company-title" className="h5 site-section__title">
          {t("company.title")}
        </h2>
        <div className="site-section__grid">
          {text("name")}
          {text("address")}
          {text("city")}
          {text("country")}
          {text("kvk")}
          {text("support_phone")}
          <ListInput
            name="tradenames"
            label={t("company.tradenames")}
            value={draft.tradenames}
            onChange={(v) => set("tradenames", v)}
            issues={issues}
            hint={t("hints.list")}
          />
          <ListInput
            name="vat_numbers"
            label={t("company.vat_numbers")}
            value={draft.vat_numbers}
            onChange={(v) => set("vat_numbers", v)}
            issues={issues}
            hint={t("hints.list")}
          />
          <NumberInput
            name="delete_discount"
            label={t("company.delete_discount")}
            value={draft.delete_discount}
            onChange={(v) => set("delete_discount", v)}
            issues={issues}
          />
        </div>
        <FormActions form={form} savedText={t("company.saved")} submitText={t("company.save")} />
      </div>
    </form>
  );
}
