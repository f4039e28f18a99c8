/**
 * The gift pictures (contract/src/gifts.ts): small flat illustrations drawn inline on a 64-unit grid, so a
 * gift costs no request and stays sharp at any size. Decorative: the gift's name is always next to it.
 */
import type { Gift } from "@amora/contract/gifts";
import type { ReactNode } from "react";

function Rose() {
  return (
    <>
      <path d="M32 34c-1 8 0 16 1 24" stroke="#3f8f4a" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M33 46c5-6 11-7 15-5-3 5-9 7-15 5z" fill="#5cb36a" />
      <path d="M32 50c-5-5-11-5-14-3 3 4 8 5 14 3z" fill="#4ea35c" />
      <path d="M18 20c0-8 6-12 14-12s14 4 14 12c0 9-6 16-14 16s-14-7-14-16z" fill="#e0245e" />
      <path d="M22 18c2-5 6-7 10-7s8 2 10 7c-3-2-6-3-10-3s-7 1-10 3z" fill="#b5174a" />
      <path d="M25 22c2-4 5-5 7-5s6 2 7 6c-2 3-4 4-7 4s-6-2-7-5z" fill="#f2577f" />
      <path d="M29 21c1-2 2-2 3-2s3 1 3 3-2 3-3 3-3-2-3-4z" fill="#b5174a" />
    </>
  );
}

function Heart() {
  return (
    <>
      <path
        d="M32 56S8 41 8 24c0-8 6-14 13-14 5 0 9 3 11 7 2-4 6-7 11-7 7 0 13 6 13 14 0 17-24 32-24 32z"
        fill="#e8336d"
      />
      <path
        d="M17 18c2-3 5-4 8-3"
        stroke="#fff"
        strokeOpacity=".7"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="15" cy="24" r="2" fill="#fff" fillOpacity=".7" />
    </>
  );
}

function Chocolates() {
  return (
    <>
      <path d="M32 14c-10-10-22-4-20 6 1 9 10 16 20 22 10-6 19-13 20-22 2-10-10-16-20-6z" fill="#d42a74" />
      <path d="M32 20c-7-7-15-3-14 4 1 6 7 11 14 15 7-4 13-9 14-15 1-7-7-11-14-4z" fill="#f6d9e5" />
      <circle cx="26" cy="25" r="4" fill="#6b3a22" />
      <circle cx="38" cy="25" r="4" fill="#8a4b2b" />
      <circle cx="32" cy="33" r="4" fill="#6b3a22" />
      <path
        d="M24 24c1-1 2-1 3 0M36 24c1-1 2-1 3 0M30 32c1-1 2-1 3 0"
        stroke="#d9a066"
        strokeWidth="1.5"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M26 46l6 4 6-4v10l-6-4-6 4z" fill="#f28a1e" />
    </>
  );
}

function Champagne() {
  return (
    <>
      <path d="M22 8h12l-1 14c0 5-2 8-5 8s-5-3-5-8z" fill="#fce9a8" stroke="#c9a227" strokeWidth="2" />
      <path d="M23 16h10l-.5 6c0 4-2 6-4.5 6s-4.5-2-4.5-6z" fill="#f5c542" />
      <path d="M28 30v18M22 50h12" stroke="#c9a227" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M36 14h12l-1 14c0 5-2 8-5 8s-5-3-5-8z"
        fill="#fce9a8"
        stroke="#c9a227"
        strokeWidth="2"
        transform="rotate(12 42 24)"
      />
      <path d="M41 36l-3 16M34 53h10" stroke="#c9a227" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="26" cy="19" r="1.2" fill="#fff" />
      <circle cx="29" cy="23" r="1" fill="#fff" />
      <circle cx="44" cy="22" r="1.2" fill="#fff" />
      <path d="M30 4l2 3M36 3v4M42 5l-2 3" stroke="#f28a1e" strokeWidth="2" strokeLinecap="round" />
    </>
  );
}

function Teddy() {
  return (
    <>
      <circle cx="19" cy="15" r="7" fill="#a0673d" />
      <circle cx="45" cy="15" r="7" fill="#a0673d" />
      <circle cx="19" cy="15" r="3.5" fill="#e8b88a" />
      <circle cx="45" cy="15" r="3.5" fill="#e8b88a" />
      <ellipse cx="32" cy="46" rx="15" ry="13" fill="#a0673d" />
      <ellipse cx="32" cy="48" rx="8" ry="8" fill="#e8b88a" />
      <circle cx="32" cy="26" r="14" fill="#b5784a" />
      <ellipse cx="32" cy="31" rx="6" ry="4.5" fill="#e8b88a" />
      <circle cx="26.5" cy="23" r="2" fill="#2b1a10" />
      <circle cx="37.5" cy="23" r="2" fill="#2b1a10" />
      <path d="M30 29.5h4l-2 2z" fill="#2b1a10" />
      <path
        d="M32 51s-6-3.5-6-7c0-2 1.5-3 3-3 1.3 0 2.3.8 3 2 .7-1.2 1.7-2 3-2 1.5 0 3 1 3 3 0 3.5-6 7-6 7z"
        fill="#e8336d"
      />
    </>
  );
}

function Cocktail() {
  return (
    <>
      <path d="M12 14h40L32 36z" fill="#f9a8c9" stroke="#d42a74" strokeWidth="2" strokeLinejoin="round" />
      <path d="M17 18h30L32 32z" fill="#ec4f8e" />
      <path d="M32 36v16M22 54h20" stroke="#d42a74" strokeWidth="3" strokeLinecap="round" />
      <circle cx="44" cy="12" r="6" fill="#f5c542" />
      <path d="M44 12l-4 4" stroke="#c9a227" strokeWidth="1.5" />
      <path d="M26 6l8 16" stroke="#3f8f4a" strokeWidth="2" strokeLinecap="round" />
      <circle cx="34" cy="22" r="3" fill="#c8102e" />
    </>
  );
}

function Star() {
  return (
    <>
      <path
        d="M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"
        fill="#f5c542"
        stroke="#f28a1e"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M24 24l4-1" stroke="#fff" strokeOpacity=".8" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M52 48l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5zM10 44l1 2 2 1-2 1-1 2-1-2-2-1 2-1z"
        fill="#f28a1e"
      />
    </>
  );
}

function Kiss() {
  return (
    <>
      <path
        d="M8 32c6-9 12-13 17-13 3 0 5 2 7 4 2-2 4-4 7-4 5 0 11 4 17 13-6 2-12 3-24 3S14 34 8 32z"
        fill="#e0245e"
      />
      <path d="M8 32c6 1 14 2 24 2s18-1 24-2c-5 9-13 14-24 14S13 41 8 32z" fill="#c8102e" />
      <path d="M14 32c6 .8 12 1 18 1s12-.2 18-1" stroke="#8c0b20" strokeWidth="1.5" fill="none" />
      <path
        d="M20 38c3 2 6 3 9 3"
        stroke="#fff"
        strokeOpacity=".5"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M48 10c-2-2-5 0-3.5 2.5L48 16l3.5-3.5C53 10 50 8 48 10z" fill="#e8336d" />
    </>
  );
}

const PICTURES: Record<Gift, () => ReactNode> = {
  rose: Rose,
  heart: Heart,
  chocolates: Chocolates,
  champagne: Champagne,
  teddy: Teddy,
  cocktail: Cocktail,
  star: Star,
  kiss: Kiss,
};

export function GiftPicture({
  gift,
  size = 56,
  className,
}: {
  gift: Gift;
  size?: number;
  className?: string;
}) {
  const Picture = PICTURES[gift];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-gift={gift}
    >
      <Picture />
    </svg>
  );
}
