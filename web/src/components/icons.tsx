/** The few line icons the shell uses, inline so they cost no request; decorative, so hidden from screen readers. */
import type { ReactNode } from "react";

export interface IconProps {
  size?: number;
  className?: string;
}

/** The frame every line icon shares: a 24-unit grid drawn with the current text colour. */
export function Icon({ size = 20, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function HeartFilledIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.3 3.2 4.5 7 4.5c2.1 0 3.6 1.1 5 2.9 1.4-1.8 2.9-2.9 5-2.9 3.8 0 5.9 3.8 4.5 7.2C19.5 16.4 12 21 12 21Z"
      />
    </Icon>
  );
}

export function GlobeIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z" />
    </Icon>
  );
}

export function ChevronLeftIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  );
}
