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

/**
 * The rules about a web page's structure (one main landmark, a level-one heading, content inside landmarks): a
 * mail is not a page, and mail clients place its body inside their own, so they do not apply to one.
 */
const PAGE_STRUCTURE_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

async function expectNoFailing(axe: AxeBuilder, label?: string): Promise<void> {
  const results = await axe.analyze();
  const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  expect(
    failing.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/**
 * Checks the page without its toasts: a toast may start fading out while axe reads the page (its timer runs on
 * the clock, not on anything a test can wait for), and a fading toast reads as low contrast. Toasts have their own
 * check with their timers paused (a11y.spec.ts, "toasts pass axe too").
 */
export async function expectNoAxeViolations(page: Page, label?: string): Promise<void> {
  await expectNoFailing(new AxeBuilder({ page }).exclude('[data-sonner-toaster]'), label);
}

/** The same check on a mail's HTML shown in the page (page.setContent), without the page-structure rules. */
export async function expectNoAxeViolationsInMail(page: Page, label?: string): Promise<void> {
  await expectNoFailing(new AxeBuilder({ page }).disableRules(PAGE_STRUCTURE_RULES), label);
}
