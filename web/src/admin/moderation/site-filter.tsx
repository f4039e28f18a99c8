/** The queues' site filter: every site by name, or all of them. */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSessionGuard } from "../admin-session.tsx";
import { moderationApi } from "./moderation-api.ts";

export function SiteFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("admin-moderation");
  const guard = useSessionGuard();
  const sites = useQuery({
    queryKey: ["admin", "moderation", "sites"],
    queryFn: () => guard(() => moderationApi.sites()),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t("site")}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t("allSites")}</option>
        {sites.data?.sites.map((site) => (
          <option key={site.id} value={String(site.id)}>
            {site.name}
          </option>
        ))}
      </select>
    </>
  );
}
