/**
 * Lighthouse's mobile audit (its default config: a mid-range phone on slow 4G, simulated) of a page's
 * performance and accessibility, in a Chromium of its own; the HTML report is saved with the run.
 */
import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_FLAGS } from "./web-weight.ts";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

export interface AuditScores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint (simulated), ms. */
  lcp: number;
}

export async function audit(url: string, reportPath: string, cookie?: string): Promise<AuditScores> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    writeFileSync(reportPath, String(result.report));
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}
