/**
 * The discount code of the credits page. The URL holds it (`?code=`), so the time-bonus banner's link
 * (/credits?code=TIMEBONUS25) fills it in and checks it at once, and choosing a bundle carries it on:
 *
 * - `?code=X`: X is checked for this member (not yet for a bundle: the cards show what it makes of each);
 * - no `code`: a member who has not paid yet gets their welcome code while the time bonus runs, if the
 *   server has one (a failure there is silent, spec §8);
 * - `?code=` (empty): the member removed the code; nothing is applied, not even the welcome code.
 */
import type { DiscountResponse } from "@amora/contract/payments";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { useSearchParam } from "../../lib/navigation.tsx";
import { discountQuery, welcomeDiscountQuery } from "./api.ts";

export const CODE_PARAM = "code";

export interface DiscountCode {
  /** The code in the URL: null when there is none, "" when the member removed it. */
  requested: string | null;
  /** The checked code that applies, the welcome code included. */
  applied: DiscountResponse | null;
  isChecking: boolean;
  /** Why the requested code does not apply. */
  error: unknown;
  apply: (code: string) => void;
  remove: () => void;
}

/** `?code=…` to append to a link, for a code that applies; empty otherwise. */
export function codeSearch(code: string | null | undefined): string {
  return code ? `?${new URLSearchParams({ [CODE_PARAM]: code })}` : "";
}

export function useDiscountCode({ welcome }: { welcome: boolean }): DiscountCode {
  const requested = useSearchParam(CODE_PARAM)?.trim() ?? null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const checked = useQuery({ ...discountQuery({ code: requested ?? "" }), enabled: Boolean(requested) });
  const welcomeCode = useQuery({ ...welcomeDiscountQuery, enabled: welcome && requested === null });

  // The code goes into the address for the way back from the payment; the page stays where it was.
  const setCode = (code: string) =>
    void navigate(`${pathname}?${new URLSearchParams({ [CODE_PARAM]: code })}`, {
      replace: true,
      preventScrollReset: true,
    });

  const applied = requested
    ? (checked.data ?? null)
    : requested === null && welcome
      ? (welcomeCode.data ?? null)
      : null;
  return {
    requested,
    applied,
    isChecking: Boolean(requested) && checked.isFetching,
    error: requested ? checked.error : null,
    // The same code again (after a failed check, say) is checked again rather than taken from the cache.
    apply: (code) => (code.trim() === requested ? void checked.refetch() : setCode(code.trim())),
    remove: () => setCode(""),
  };
}
