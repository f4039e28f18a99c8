/**
 * The thin bar at the top while a route change loads. It appears only when loading takes longer than
 * PROGRESS_BAR_THROTTLE_MS, creeps towards 90% over PROGRESS_BAR_DURATION_MS, and completes when done.
 */
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from "@amora/contract/constants";
import { type CSSProperties, useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** How long the completed bar stays to fill up and fade out. */
export const PROGRESS_FINISH_MS = 400;

export type ProgressPhase = "idle" | "running" | "finishing";

export function useProgressPhase(isLoading: boolean): ProgressPhase {
  const [phase, setPhase] = useState<ProgressPhase>("idle");

  useEffect(() => {
    if (isLoading) {
      const timer = setTimeout(() => setPhase("running"), PROGRESS_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "finishing" : current));
  }, [isLoading]);

  useEffect(() => {
    if (phase !== "finishing") return;
    const timer = setTimeout(() => setPhase("idle"), PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return phase;
}

export function RouteProgressBar() {
  const phase = useProgressPhase(useNavigation().state !== "idle");
  if (phase === "idle") return null;

  const style = {
    "--route-progress-duration": `${PROGRESS_BAR_DURATION_MS}ms`,
    "--route-progress-finish": `${PROGRESS_FINISH_MS}ms`,
  } as CSSProperties;
  return (
    // Purely visual, like the browser's own loading indicator; the new page's content is what gets announced.
    <div className="route-progress" data-phase={phase} style={style} aria-hidden="true">
      <div className="route-progress__bar" />
    </div>
  );
}
