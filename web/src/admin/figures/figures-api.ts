/** The figures' calls (contract/admin-figures.ts). The CSV is a plain link: the browser downloads it. */
import { ADMIN_API } from "@amora/contract/admin";
import {
  type FiguresCsvTable,
  FiguresResponseSchema,
  FiguresSitesResponseSchema,
} from "@amora/contract/admin-figures";
import { apiClient } from "../../lib/api-client.ts";

export interface FiguresRange {
  site_id: number;
  from: string;
  to: string;
}

export const figuresApi = {
  sites: (signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/figures/sites`, { signal, parser: FiguresSitesResponseSchema }),
  figures: (range: FiguresRange, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/figures`, {
      query: { site_id: range.site_id, from: range.from, to: range.to },
      signal,
      parser: FiguresResponseSchema,
    }),
};

export function figuresCsvUrl(range: FiguresRange, table: FiguresCsvTable): string {
  const query = new URLSearchParams({
    site_id: String(range.site_id),
    from: range.from,
    to: range.to,
    table,
  });
  return `${ADMIN_API}/figures/csv?${query}`;
}
