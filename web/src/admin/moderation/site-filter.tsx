/** The queues' site filter: every site by name, or all of them. */
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FilterSelect } from "../admin-list.tsx";
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
    <FilterSelect
      id={id}
      label={t("site")}
      all={t("allSites")}
      value={value}
      options={(sites.data?.sites ?? []).map((site): [string, string] => [String(site.id), site.name])}
      onChange={onChange}
    />
  );
}
