/**
 * One chart of the figures, drawn by chart.js once its chunk has loaded (chart-setup.ts, imported here
 * lazily). The canvas is an image with a name; the numbers themselves are in the table the screen puts
 * under every chart, which screen readers and tests read.
 */
import { useEffect, useRef } from "react";

export interface ChartSeries {
  label: string;
  data: number[];
  /** Drawn as a line over the bars of a bar chart. */
  line?: boolean;
}

/** The site's pink and violet, then calm colours that stay apart for most eyes. */
const COLOURS = ["#e83e8c", "#6f42c1", "#20a4a8", "#f0a020", "#3d7be0", "#7a8a99"];

export function FigureChart({
  type,
  labels,
  series,
  label,
  stacked = false,
}: {
  type: "bar" | "line";
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, for those who cannot see it. */
  label: string;
  stacked?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Redrawn when what it shows changes, not when the screen renders new arrays of the same numbers.
  const drawing = JSON.stringify({ type, labels, series, stacked });

  useEffect(() => {
    const { type, labels, series, stacked } = JSON.parse(drawing) as {
      type: "bar" | "line";
      labels: string[];
      series: ChartSeries[];
      stacked: boolean;
    };
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import("./chart-setup.ts").then(({ chartClass }) => {
      if (cancelled || !canvas.current) return;
      const Chart = chartClass();
      chart = new Chart(canvas.current, {
        type,
        data: {
          labels,
          datasets: series.map((s, i) => {
            const colour = COLOURS[i % COLOURS.length] as string;
            return {
              label: s.label,
              data: s.data,
              ...(s.line ? { type: "line" as const } : {}),
              borderColor: colour,
              backgroundColor: type === "line" || s.line ? colour : `${colour}cc`,
              borderWidth: 2,
              pointRadius: labels.length > 60 ? 0 : 2,
              tension: 0.2,
            };
          }),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: "index", intersect: false },
          plugins: { legend: { position: "bottom" } },
          scales: {
            x: { stacked, ticks: { maxRotation: 0, autoSkip: true } },
            y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [drawing]);

  return (
    <div className="figures-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
