/** A QR code as an SVG: one path of dark squares, with the four-module quiet zone scanners need. */
import { useMemo } from "react";
import { encodeQr } from "./qr-encode.ts";

const QUIET_ZONE = 4;

export function QrCode({ text, label }: { text: string; label: string }) {
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
      className="admin-qr"
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
