import { describe, expect, it } from "vitest";
import { appendToSection, markdownTable, ratioToBaseline } from "./report.ts";

describe("the bench report", () => {
  it("relates a measure to the mean of the baselines beside it", () => {
    expect(ratioToBaseline(500, [900, 1100])).toBe(0.5);
  });

  it("prints one row per measure with its ratio and verdict", () => {
    const table = markdownTable([
      { measure: "a", figure: "10 req/s", ratio: 0.0123, budget: "≥ 0.5 × B0", met: false },
      { measure: "b", figure: "90 KiB", budget: "≤ 100 KiB", met: true },
      { measure: "c", figure: "failed: boom", budget: "≥ 95", met: null },
      { measure: "B0", figure: "9,000/s", budget: "–" },
    ]);
    expect(table.split("\n").slice(2)).toEqual([
      "| a | 10 req/s | 0.012 × B0 | ≥ 0.5 × B0 | **not met** |",
      "| b | 90 KiB | – | ≤ 100 KiB | met |",
      "| c | failed: boom | – | ≥ 95 | not measured |",
      "| B0 | 9,000/s | – | – | – |",
    ]);
  });

  it("adds a run at the end of its section, before the next one", () => {
    const document = "# P\n\n## Runs\n\nold run\n\n## Later\n\ntext\n";
    expect(appendToSection(document, "## Runs", "new run\n")).toBe(
      "# P\n\n## Runs\n\nold run\n\nnew run\n\n## Later\n\ntext\n",
    );
  });

  it("starts the section at the end when the document has none", () => {
    expect(appendToSection("# P\n\ntext\n", "## Runs", "run")).toBe("# P\n\ntext\n\n## Runs\n\nrun\n");
  });

  it("appends to a section that ends the document", () => {
    expect(appendToSection("# P\n\n## Runs\n\nold\n", "## Runs", "new")).toBe(
      "# P\n\n## Runs\n\nold\n\nnew\n",
    );
  });
});
