/**
 * A limit typed by the member ("50", "49.90", "49,90", "1 000") as cents, or null for an empty field (no
 * limit); undefined when it is not an amount.
 */
import { SPENDING_LIMIT_MAX_CENTS } from "@amora/contract/spending-limits";

export function parseLimit(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return null;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= SPENDING_LIMIT_MAX_CENTS ? cents : undefined;
}

/** The field's text for a limit: whole units without decimals ("50"), else two ("49.90" / "49,90"). */
export function limitText(cents: number | null, locale: string): string {
  if (cents === null) return "";
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}
