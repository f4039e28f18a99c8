/**
 * The editor's live preview: the draft is sent to the preview call once the typing pauses, and the last
 * rendering stays on screen (dimmed by the caller while `updating`) until the next one arrives.
 */
import type { AdminPagePreview } from "@amora/contract/admin-pages";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSessionGuard } from "../admin-session.tsx";
import { pagesApi } from "./pages-api.ts";

/** How long the typing must pause before the draft is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 600;

export function usePagePreview(draft: AdminPagePreview, enabled: boolean) {
  const guard = useSessionGuard();
  const [sent, setSent] = useState(draft);
  const key = JSON.stringify(draft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's text (key) decides, not its identity.
  useEffect(() => {
    const timer = setTimeout(() => setSent(draft), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const preview = useQuery({
    queryKey: ["admin", "pages", "preview", sent],
    queryFn: ({ signal }) => guard(() => pagesApi.preview(sent, signal)),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { ...preview, updating: preview.isFetching || JSON.stringify(sent) !== key };
}
