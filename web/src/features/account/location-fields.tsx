/**
 * Country, region and city pickers (signup, settings, complete signup). Countries are the site's; the
 * regions of the preselected country come with the settings, others from GET /api/regions.php on demand.
 * The region's label follows the country (state, province, canton, …; spec §9).
 */
import type { Country } from "@amora/contract/countries";
import { cityIssue } from "@amora/contract/field-rules";
import type { CountryRegions } from "@amora/contract/settings";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describedBy, FieldError, TextField } from "../../components/text-field.tsx";
import { useCountryName } from "../../lib/country-name.ts";
import { regionsQuery, useLoadedSettings } from "../site/index.ts";

export interface Location {
  country: Country;
  region: string;
  city: string;
}

export type LocationErrors = Partial<Record<keyof Location, ReactNode>>;

interface CountryRegionsState {
  data: CountryRegions | undefined;
  isError: boolean;
  retry: () => void;
}

/** A country's regions: from the settings for the preselected country, from the regions call for others. */
export function useCountryRegions(country: Country): CountryRegionsState {
  const settings = useLoadedSettings();
  const fromSettings = settings.region_data.country === country ? settings.region_data : undefined;
  const needsCall = fromSettings === undefined;
  // The call is cached for the session; it is made only once a member picks another country.
  const all = useQuery({ ...regionsQuery, enabled: needsCall });
  return {
    data: fromSettings ?? (needsCall ? all.data?.[country] : undefined),
    isError: needsCall && all.isError,
    retry: () => void all.refetch(),
  };
}

/** Whether the location is complete enough to send: a region when the country has regions, and a city. */
export function locationIssues(
  location: Location,
  regions: CountryRegions | undefined,
): Partial<Record<keyof Location, "region_invalid" | "city_invalid">> {
  const issues: Partial<Record<keyof Location, "region_invalid" | "city_invalid">> = {};
  const hasRegions = regions !== undefined && regions.regions.length > 0;
  if (hasRegions && !regions.regions.some((region) => region.code === location.region)) {
    issues.region = "region_invalid";
  }
  // The contract's rule for a town's name; empty or not, the text asks for the town the member lives in.
  if (cityIssue(location.city.normalize("NFC").trim())) issues.city = "city_invalid";
  return issues;
}

interface LocationFieldsProps {
  idPrefix: string;
  value: Location;
  onChange: (change: Partial<Location>) => void;
  errors?: LocationErrors;
  disabled?: boolean;
}

export function LocationFields({ idPrefix, value, onChange, errors = {}, disabled }: LocationFieldsProps) {
  const { t, i18n } = useTranslation("account");
  const settings = useLoadedSettings();
  const countryName = useCountryName();
  const regions = useCountryRegions(value.country);
  const label = regions.data?.label;
  const countries = [...settings.countries].sort((a, b) =>
    countryName(a).localeCompare(countryName(b), i18n.language),
  );
  const ids = { country: `${idPrefix}-country`, region: `${idPrefix}-region`, city: `${idPrefix}-city` };

  return (
    <>
      {countries.length > 1 && (
        <div className="mb-3">
          <label className="form-label" htmlFor={ids.country}>
            {t("fields.country")}
          </label>
          <select
            id={ids.country}
            className={`form-select form-select-lg ${errors.country ? "is-invalid" : ""}`}
            value={value.country}
            disabled={disabled}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={describedBy(ids.country, errors.country, null)}
            onChange={(event) => onChange({ country: event.target.value as Country, region: "" })}
            autoComplete="country"
          >
            {countries.map((country) => (
              <option key={country} value={country}>
                {countryName(country)}
              </option>
            ))}
          </select>
          <FieldError id={ids.country}>{errors.country}</FieldError>
        </div>
      )}

      {regions.isError ? (
        <div
          className="alert alert-warning d-flex align-items-center justify-content-between gap-2"
          role="alert"
        >
          <span>{t("fields.regionsFailed")}</span>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={regions.retry}>
            {t("fields.retry")}
          </button>
        </div>
      ) : (
        (regions.data === undefined || regions.data.regions.length > 0) && (
          <div className="mb-3">
            <label className="form-label" htmlFor={ids.region}>
              {label ? t(`fields.regionLabels.${label}`) : t("fields.regionLabels.region")}
            </label>
            <select
              id={ids.region}
              className={`form-select form-select-lg ${errors.region ? "is-invalid" : ""}`}
              value={value.region}
              disabled={disabled || regions.data === undefined}
              aria-invalid={errors.region ? true : undefined}
              aria-describedby={describedBy(ids.region, errors.region, null)}
              onChange={(event) => onChange({ region: event.target.value })}
              aria-busy={regions.data === undefined}
            >
              <option value="">{regions.data ? t("fields.choose") : t("fields.regionsLoading")}</option>
              {regions.data?.regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
            <FieldError id={ids.region}>{errors.region}</FieldError>
          </div>
        )
      )}

      <TextField
        id={ids.city}
        label={t("fields.city")}
        value={value.city}
        disabled={disabled}
        error={errors.city}
        maxLength={100}
        autoComplete="address-level2"
        onChange={(event) => onChange({ city: event.target.value })}
      />
    </>
  );
}
