/** Whether the member asked the system for less motion; the swipe game and the match finder then skip fly-outs. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}
