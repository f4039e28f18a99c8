/**
 * The location forms of settings and complete signup: country, region and city on the shared rule form,
 * checked by `locationIssues` (the contract's town rule, a region of the chosen country), with the
 * server's issues for the same fields and the region's label (county, state, …) in the texts.
 */
import type { CountryRegions } from "@amora/contract/settings";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { checkedSchema, useRuleForm } from "../../components/rule-form.ts";
import { useIssueText } from "./issues.ts";
import { type Location, type LocationErrors, locationIssues, useCountryRegions } from "./location-fields.tsx";

interface LocationFormOptions {
  /** The server's issue code per field of the last answer. */
  serverIssues: Partial<Record<string, string>>;
  /** Told when the member changes a field, e.g. to clear the last answer. */
  onEdit: () => void;
}

export function useLocationForm(initial: Location, { serverIssues, onEdit }: LocationFormOptions) {
  const { t } = useTranslation("account");
  const issueText = useIssueText();
  // The chosen country's regions load after the form is made: the check reads them when it runs.
  const regionsRef = useRef<CountryRegions | undefined>(undefined);
  const schemaRef = useRef(
    checkedSchema<Location>((location) => locationIssues(location, regionsRef.current)),
  );
  const form = useRuleForm(schemaRef.current, {
    defaultValues: initial,
    issueText: (code) => issueText(code, { label: regionLabel }),
    serverIssues,
    onEdit,
  });
  const value = form.watch();
  const regions = useCountryRegions(value.country);
  regionsRef.current = regions.data;
  // Once shown, the region's issue follows the regions of the chosen country as they arrive.
  const { isSubmitted } = form.formState;
  const { trigger } = form;
  useEffect(() => {
    if (isSubmitted && regions.data) void trigger();
  }, [isSubmitted, regions.data, trigger]);
  const regionLabel = t(`fields.regionLabelsLower.${regions.data?.label ?? "region"}`);
  const errors: LocationErrors = {
    country: form.issue("country"),
    region: form.issue("region"),
    city: form.issue("city"),
  };
  /** What LocationFields takes: the values, their changes and their issues. */
  const fields = {
    value,
    errors,
    onChange: (change: Partial<Location>) => {
      for (const [name, changed] of Object.entries(change)) form.setField(name as keyof Location, changed);
    },
  };
  return { ...form, fields };
}
