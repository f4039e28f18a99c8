/**
 * The default data-fetch delay of spec §9 (DATA_FETCH_DELAY_MS, 200 ms): a loading state (skeleton,
 * spinner) shows only once a fetch has taken that long, so answers that come quickly replace nothing and
 * the page does not flash a skeleton for a few frames.
 */
import { DATA_FETCH_DELAY_MS } from "@amora/contract/constants";
import { useEffect, useState } from "react";

/** False until `ms` have passed since the component mounted, then true. */
export function useDataFetchDelayPassed(ms: number = DATA_FETCH_DELAY_MS): boolean {
  const [passed, setPassed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}
