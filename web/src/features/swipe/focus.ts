/** Focus that would be lost when a screen's content is replaced lands on the new content's heading instead. */
import { type RefObject, useEffect } from "react";

/** Focuses the element on mount when nothing else has focus (the focused control was just removed). */
export function useFocusWhenLost(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, [ref]);
}
