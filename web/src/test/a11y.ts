/** The accessibility check of the component tests: axe-core on what a test rendered, in jsdom. */
import axe from "axe-core";

/** The impacts that fail a test; moderate and minor findings are left to review. */
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/**
 * jsdom computes no layout, draws nothing and applies none of the app's stylesheets, so the rules that
 * measure colours, sizes or positions, or draw text on a canvas to tell icon fonts from words
 * (label-content-name-mismatch), would judge a page nobody sees. The Playwright journeys run them in a real
 * browser (e2e/support/a11y.ts).
 */
const LAYOUT_RULES = [
  "color-contrast",
  "color-contrast-enhanced",
  "link-in-text-block",
  "target-size",
  "label-content-name-mismatch",
];

const IMPACT_RANK = ["minor", "moderate", "serious", "critical"];

interface AuditCheck {
  id: string;
}
interface AuditRule {
  id: string;
  enabled?: boolean;
  any: (string | AuditCheck)[];
  all: (string | AuditCheck)[];
  none: (string | AuditCheck)[];
}
interface Audit {
  rules: AuditRule[];
  data: { checks: Record<string, { impact?: string }> };
}

/**
 * The rules that can find a serious or critical violation: a rule's impact is the highest of its checks'.
 * The others (landmarks, heading order, regions …) cannot fail a test, and skipping them makes each run about
 * a third quicker. axe lists its checks only in its internal audit, which is read here.
 */
function rulesThatCanFail(): string[] {
  const audit = (axe as unknown as { _audit: Audit })._audit;
  const impactOf = (check: string | AuditCheck) =>
    IMPACT_RANK.indexOf(audit.data.checks[typeof check === "string" ? check : check.id]?.impact ?? "");
  return audit.rules
    .filter((rule) => rule.enabled !== false && !LAYOUT_RULES.includes(rule.id))
    .filter((rule) => Math.max(...[...rule.any, ...rule.all, ...rule.none].map(impactOf)) >= 2)
    .map((rule) => rule.id);
}

const options: axe.RunOptions = {
  runOnly: { type: "rule", values: rulesThatCanFail() },
  // Only violations are reported; skipping the passes and incompletes keeps a run quick.
  resultTypes: ["violations"],
  // Preloading fetches the stylesheets for the orientation rule; jsdom has none to give.
  preload: false,
};

/** One line per failing node: the rule, its impact, what axe says and the element. */
export function describeViolations(violations: axe.Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${violation.help} — ${node.html.slice(0, 200)}`,
    ),
  );
}

/** The serious and critical violations in `context` (the rendered screen: its containers and portals). */
export async function seriousA11yViolations(context: Element): Promise<string[]> {
  const results = await axe.run(context, options);
  return describeViolations(
    results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? "")),
  );
}

/** Fails when what is rendered in `context` has a serious or critical accessibility violation. */
export async function expectNoA11yViolations(context: Element = document.body): Promise<void> {
  const found = await seriousA11yViolations(context);
  if (found.length > 0) throw new Error(`Accessibility violations (axe):\n${found.join("\n")}`);
}
