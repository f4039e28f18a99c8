/** The real-person log's call (contract/admin-real-person.ts), through the app's api client. */
import { ADMIN_API } from "@amora/contract/admin";
import { RealPersonLogResponseSchema } from "@amora/contract/admin-real-person";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

export const realPersonApi = {
  list: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/real-person-questions`, {
      query,
      signal,
      parser: RealPersonLogResponseSchema,
    }),
};
