/** Parts the money screens share: the URL parameter of an opened payment, and a payment's status badge. */
import type { MoneyPayment } from "@amora/contract/admin-money";
import { useTranslation } from "react-i18next";

export const PAYMENT_PARAM = "payment";

export function StatusBadge({ status }: { status: MoneyPayment["status"] }) {
  const { t } = useTranslation("admin-money");
  const tone = status === "paid" ? "success" : status === "failed" ? "danger" : "secondary";
  return <span className={`badge text-bg-${tone}`}>{t(`status.${status}`)}</span>;
}
