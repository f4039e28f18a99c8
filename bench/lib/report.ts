/** The bench's one table (measure, figure, ratio to B0, budget, verdict) and its place in docs/performance.md. */

export interface Row {
  measure: string;
  figure: string;
  /** Throughput against the hello-world baseline measured beside it; absent where no ratio applies. */
  ratio?: number;
  budget: string;
  /** Null when the measure could not be taken (its figure says why); absent where there is no budget. */
  met?: boolean | null;
}

/** The measure against the mean of the B0 runs just before and after it (the machine's load drifts). */
export function ratioToBaseline(value: number, baselines: number[]): number {
  const mean = baselines.reduce((sum, b) => sum + b, 0) / baselines.length;
  return value / mean;
}

function verdictOf(row: Row): string {
  if (row.met === undefined) return "–";
  if (row.met === null) return "not measured";
  return row.met ? "met" : "**not met**";
}

export function markdownTable(rows: Row[]): string {
  const lines = [
    "| measure | figure | ratio to B0 | budget | verdict |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.measure} | ${row.figure} | ${row.ratio === undefined ? "–" : `${row.ratio.toFixed(3)} × B0`} | ${row.budget} | ${verdictOf(row)} |`,
    ),
  ];
  return lines.join("\n");
}

/**
 * The document with `run` added at the end of the section under `heading` (before the next `## ` heading),
 * the section added at the end when the document has none.
 */
export function appendToSection(document: string, heading: string, run: string): string {
  const lines = document.split("\n");
  const start = lines.indexOf(heading);
  if (start === -1) return `${document.trimEnd()}\n\n${heading}\n\n${run.trim()}\n`;
  const next = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  const end = next === -1 ? lines.length : next;
  const section = lines.slice(0, end).join("\n").trimEnd();
  const rest = lines.slice(end).join("\n");
  return `${section}\n\n${run.trim()}\n${rest === "" ? "" : `\n${rest}`}`;
}
