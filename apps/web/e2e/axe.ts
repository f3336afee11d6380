import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.x A/AA rules) inside the page. Injected through evaluate, since our CSP
 * rightly refuses inline script tags.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  await page.evaluate(axeSource);
  return page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(
      document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    ),
  );
}

/** Fails the journey when axe finds serious or critical violations, naming each rule and node. */
export async function expectNoSeriousViolations(page: Page, label = page.url()): Promise<void> {
  const results = await runAxe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${label} ${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
    ),
  ).toEqual([]);
}
