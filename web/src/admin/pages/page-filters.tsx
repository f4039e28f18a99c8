/** The pages' site and language pickers (the list's filters, the new page's fields). */
import { SUPPORTED_LOCALES } from "@amora/contract/locales";
import { useQuery } from "@tanstack/react-query";
import { nativeLanguageName } from "../../i18n/language.ts";
import { useSessionGuard } from "../admin-session.tsx";
import { pagesApi } from "./pages-api.ts";

export function usePageSites() {
  const guard = useSessionGuard();
  return useQuery({
    queryKey: ["admin", "pages", "sites"],
    queryFn: ({ signal }) => guard(() => pagesApi.sites(signal)),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

interface SelectProps {
  id: string;
  label: string;
  /** The "any" choice of a filter; a form's field has none. */
  allLabel?: string;
  value: string;
  onChange: (value: string) => void;
  /** A form's field shows its label; a filter's is for screen readers. */
  visibleLabel?: boolean;
}

export function SiteSelect({
  sites,
  ...props
}: SelectProps & { sites: readonly { id: number; name: string }[] }) {
  return <Select {...props} options={sites.map((site) => ({ value: String(site.id), label: site.name }))} />;
}

export function LanguageSelect(props: SelectProps) {
  return (
    <Select
      {...props}
      options={SUPPORTED_LOCALES.map((language) => ({
        value: language,
        label: nativeLanguageName(language),
      }))}
    />
  );
}

function Select({
  id,
  label,
  allLabel,
  value,
  onChange,
  visibleLabel = false,
  options,
}: SelectProps & { options: { value: string; label: string }[] }) {
  return (
    <div className={visibleLabel ? "page-field" : undefined}>
      <label className={visibleLabel ? "form-label" : "visually-hidden"} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
