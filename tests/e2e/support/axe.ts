import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core's source, evaluated through the DevTools protocol: the site's CSP (rightly) blocks the
 * inline <script> that `page.addScriptTag` would add, and the audit must not weaken that policy.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe-core in the page; returns the serious and critical violations, printable. */
export async function blockingViolations(page: Page, label: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(0, 2).join(' ')}`,
        );
      return `${label} [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${targets.join('\n')}`;
    });
}
