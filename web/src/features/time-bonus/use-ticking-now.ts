/**
 * The time now, read again every tick (spec §9: 1000 ms) until `endsAt`. One interval for the whole time
 * bonus: the banner, the modal's countdown and the modal's 40 s wait all read this one clock. The interval
 * goes when the bonus ends (at 0, on paying: endsAt turns null) and on unmount (logout unmounts it).
 */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import { useEffect, useState } from "react";

export function useTickingNow(endsAt: number | null, tickMs: number = WELCOME_DISCOUNT.tickMs): number {
  const [now, setNow] = useState(Date.now);
  const isRunning = endsAt !== null && now < endsAt;
  useEffect(() => {
    if (!isRunning) return;
    // Each tick reads the clock rather than counting down, so a throttled background tab catches up.
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [isRunning, tickMs]);
  return now;
}
