/**
 * The wait screen's clock: the time left until `target` as hh:mm:ss, updated every second from the clock
 * (not by counting ticks, so a throttled background tab shows the right time when it comes back).
 */
import { useEffect, useEffectEvent, useRef, useState } from "react";

const SECOND_MS = 1_000;

/** Milliseconds left until `target` (epoch ms), refreshed every second; `onZero` runs once when it reaches 0. */
export function useCountdown(target: number, onZero: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, target - now);
  const done = remaining === 0;
  const fireZero = useEffectEvent(onZero);

  useEffect(() => {
    setNow(Date.now());
    if (target - Date.now() <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [target]);

  // Once per target: a later target (the next day) counts down and fires again.
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!done || firedFor.current === target) return;
    firedFor.current = target;
    fireZero();
  }, [done, target]);

  return remaining;
}

function splitTime(ms: number): [hours: number, minutes: number, seconds: number] {
  // Rounded up, so the clock shows 00:00:01 during the last second and 00:00:00 only when it is over.
  const total = Math.ceil(Math.max(0, ms) / SECOND_MS);
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
}

/** 5 h 3 min 9 s → "05:03:09". */
export function formatCountdown(ms: number): string {
  return splitTime(ms)
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
}

/** The same span as an ISO 8601 duration for <time dateTime>: "PT5H3M9S". */
export function isoDuration(ms: number): string {
  const [hours, minutes, seconds] = splitTime(ms);
  return `PT${hours}H${minutes}M${seconds}S`;
}

/** The browser's next local midnight: the reset time when the server did not say (it always should). */
export function nextLocalMidnight(from = new Date()): number {
  const midnight = new Date(from);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}
