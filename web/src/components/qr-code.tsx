/**
 * A QR code as an SVG: one path of dark squares, with the four-module quiet zone scanners need. The back
 * office's staff setup and the members' two-step sign-in show an authenticator's otpauth:// URI with it.
 */
import { useMemo } from "react";
import { encodeQr } from "../lib/qr-encode.ts";

const QUIET_ZONE = 4;

export function QrCode({ text, label, className }: { text: string; label: string; className: string }) {
  const { size, path } = useMemo(() => {
    const modules = encodeQr(text);
    const squares: string[] = [];
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
      });
    });
    return { size: modules.length + 2 * QUIET_ZONE, path: squares.join("") };
  }, [text]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
