import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: Promise<string> | null = null;

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** Where: the first few offending elements' selectors and what axe says of them. */
  nodes: string[];
}

/**
 * Runs axe-core (npm axe-core) in the page: WCAG 2.x A and AA rules and axe's best
 * practices. Injected with page.evaluate, which the page's Content-Security-Policy does
 * not apply to. Answers the serious and critical violations (the others are printed).
 */
export async function axeViolations(page: Page, label: string): Promise<AxeFinding[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const script = await source;
  await page.evaluate((code) => {
    if (!(window as unknown as { axe?: unknown }).axe) (0, eval)(code);
  }, script);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe;
    type AxeResults = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    };
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.slice(0, 4).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.slice(0, 300)),
    }));
  });
  const minor = results.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (minor.length > 0) process.stdout.write(`axe ${label}: ${minor.map((v) => `${v.id} (${v.impact})`).join(', ')}\n`);
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
