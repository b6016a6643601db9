// The accessibility check every page passes: no serious or critical axe violation, each listed with its nodes.
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

export async function expectNoSeriousViolations(page: Page, label?: string): Promise<void> {
  await toastsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
