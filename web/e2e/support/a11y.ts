/**
 * The accessibility check of the journeys: axe-core in the real browser on the screen as the member sees it,
 * colour contrast included (the component tests cannot measure it in jsdom).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const FAILING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Fails on any serious or critical violation on the page as it stands. Call it once a screen (or a dialog on
 * it) has settled: it first waits (up to 3 s) for finite animations, such as a dialog fading in, to end, so
 * that axe does not measure the contrast of half-transparent text.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Bounded: a screen whose animations keep starting (a ticking countdown) is checked as it stands.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(" ")} ${node.failureSummary ?? ""}`,
      ),
    );
  // Soft, so that one run lists the violations of every screen the journey reaches.
  expect.soft(failing, `accessibility of ${screen}`).toEqual([]);
}
