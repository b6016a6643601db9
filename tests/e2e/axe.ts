// The accessibility check every page passes: no axe violation of moderate, serious or critical impact, each listed
// with its nodes. Only axe's "minor" findings pass; the accessibility statement (/accessibility) says so.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until every toast (sonner) is fully shown or gone: one fading in or out has a passing colour at a partial
 * opacity, which axe reads as low contrast.
 */
export async function toastsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) => getComputedStyle(toast).opacity === '1',
      ),
    undefined,
    { timeout: 10_000 },
  );
}

const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

export async function expectNoAxeViolations(page: Page, label?: string): Promise<void> {
  await toastsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  expect(
    failing.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
