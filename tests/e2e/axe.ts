// The accessibility check every page passes: no serious or critical axe violation, each listed with its nodes.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function expectNoSeriousViolations(page: Page, label?: string): Promise<void> {
  // A toast (sonner) fading in or out has a passing colour at a partial opacity: axe reads it as low contrast.
  // Wait until each is fully shown or gone.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) => getComputedStyle(toast).opacity === '1',
      ),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
