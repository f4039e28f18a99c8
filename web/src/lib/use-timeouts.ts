/** Timeouts that belong to a component: all of them are cleared when it unmounts. */
import { useEffect, useRef } from "react";

export interface Timeouts {
  /** Runs `run` after `ms`, unless the component is gone by then; answers a handle for `cancel`. */
  later(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  cancel(timer: ReturnType<typeof setTimeout>): void;
}

export function useTimeouts(): Timeouts {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  return {
    later(run, ms) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        run();
      }, ms);
      timers.current.add(timer);
      return timer;
    },
    cancel(timer) {
      clearTimeout(timer);
      timers.current.delete(timer);
    },
  };
}
