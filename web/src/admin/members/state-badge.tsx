/** A member's state as a small coloured label (list and record). */
import type { MemberState } from "@amora/contract/admin-members";
import { useTranslation } from "react-i18next";

export function StateBadge({ state }: { state: MemberState }) {
  const { t } = useTranslation("admin-members");
  return <span className={`member-state member-state--${state}`}>{t(`states.${state}`)}</span>;
}
