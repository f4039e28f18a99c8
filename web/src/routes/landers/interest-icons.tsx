/** Line icons of the interests the icons lander offers (drawn after Lucide's, ISC licence), inline and decorative. */
import type { ReactNode } from "react";
import { Icon } from "../../components/icons.tsx";

export const LANDER_INTERESTS = [
  "kissing",
  "massages",
  "lingerie",
  "dancing",
  "travelling",
  "music",
  "wine",
  "beach",
  "cooking",
  "movies",
  "sports",
  "party",
] as const;
export type LanderInterest = (typeof LANDER_INTERESTS)[number];

const shapes: Record<LanderInterest, ReactNode> = {
  kissing: (
    <>
      <path d="M2.5 12c2.2-3.2 5.3-5 9.5-2.2 4.2-2.8 7.3-1 9.5 2.2-2.2 3.3-5.4 6-9.5 6s-7.3-2.7-9.5-6Z" />
      <path d="M2.5 12c3 .9 6 1 9.5 0 3.5 1 6.5.9 9.5 0" />
    </>
  ),
  massages: (
    <path d="M7 11V5.5a1.5 1.5 0 0 1 3 0V10m0-.5v-5a1.5 1.5 0 0 1 3 0V10m0 0V5.5a1.5 1.5 0 0 1 3 0V12m0-3a1.5 1.5 0 0 1 3 0v4a8 8 0 0 1-8 8h-.5A6.5 6.5 0 0 1 5 17.5l-1.7-3.2a1.5 1.5 0 0 1 2.6-1.5L7 14" />
  ),
  lingerie: (
    <>
      <path d="M4 4l2 8a3.6 3.6 0 0 0 6 1 3.6 3.6 0 0 0 6-1l2-8" />
      <path d="M12 13v3M6.5 12.5 5 20M17.5 12.5 19 20" />
    </>
  ),
  dancing: (
    <>
      <circle cx="13" cy="4" r="2" />
      <path d="m9 21 3-6 3 2v4M12 15l-2-5 5-1 3 3M10 10l-4 2" />
    </>
  ),
  travelling: (
    <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2Z" />
  ),
  music: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  wine: <path d="M8 22h8M12 15v7M7 2h10l-.6 6.4A4.4 4.4 0 0 1 12 13a4.4 4.4 0 0 1-4.4-4.6Z" />,
  beach: (
    <>
      <circle cx="12" cy="9" r="4" />
      <path d="M2 19c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M12 2v1M5 4.5l.7.7M19 4.5l-.7.7M3 10h1M20 10h1" />
    </>
  ),
  cooking: (
    <path d="M17 21a1 1 0 0 0 1-1v-5.4c0-.4.3-.8.7-1a4 4 0 0 0-2.1-7.6 5 5 0 0 0-9.2 0 4 4 0 0 0-2.1 7.6c.4.2.7.6.7 1V20a1 1 0 0 0 1 1ZM6 17h12" />
  ),
  movies: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M7 3v18M17 3v18M3 7.5h4M3 12h18M3 16.5h4M17 7.5h4M17 16.5h4" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M5.3 5.3c3.7 3.7 9.7 3.7 13.4 0M5.3 18.7c3.7-3.7 9.7-3.7 13.4 0" />
    </>
  ),
  party: (
    <>
      <path d="M5.8 11.3 2 22l10.7-3.8" />
      <path d="M11 13c1.9 1.9 2.8 4.2 2 5-.8.8-3.1-.1-5-2-1.9-1.9-2.8-4.2-2-5 .8-.8 3.1.1 5 2Z" />
      <path d="M14 10l.6-1.2c.2-.8.9-1.3 1.8-1.3h.4c.9 0 1.5-.8 1.4-1.6a2.9 2.9 0 0 1 2-3.1L22 2M4 3h.01M22 8h.01M15 2h.01M22 20h.01" />
    </>
  ),
};

export function InterestIcon({ interest, size = 28 }: { interest: LanderInterest; size?: number }) {
  return <Icon size={size}>{shapes[interest]}</Icon>;
}
