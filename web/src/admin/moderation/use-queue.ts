/**
 * A moderation queue's state, shared by the photo and text queues: its page (the list's query, the previous
 * page kept while the next loads), the item being decided, the last error and the sentence a screen reader
 * announces after a decision.
 */
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ListApiQuery } from "../admin-api.ts";
import { useSessionGuard } from "../admin-session.tsx";

export function useQueue<Data>(
  name: "photos" | "texts",
  apiQuery: ListApiQuery,
  load: (query: ListApiQuery, signal: AbortSignal) => Promise<Data>,
) {
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState("");
  const result = useQuery({
    queryKey: ["admin", "moderation", name, apiQuery],
    queryFn: ({ signal }) => guard(() => load(apiQuery, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ["admin", "moderation", name] });

  /** A decision on item `id`: on success the sentence is announced; either way the queue is read again. */
  async function decide(id: number, call: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(id);
    setError(null);
    try {
      await guard(call);
      setStatus(done);
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      await reload();
      setBusy(null);
    }
  }

  return { result, busy, error, status, setStatus, guard, reload, decide };
}
