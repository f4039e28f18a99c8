/** The app's react-query client. */
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries where it is safe; a second retry layer would multiply the waits.
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}
