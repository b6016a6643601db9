// What the keyboard and reflow journeys check (a11y-journeys.spec.ts, withdrawal-keyboard.spec.ts): a control
// reached with Tab as a keyboard user reaches it, and nothing wider than the screen (WCAG 1.4.10).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Nothing on the page is wider than the screen: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(clientWidth);
}

/** The control lies horizontally inside the screen (vertical scrolling is allowed). */
export async function expectInsideScreen(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the control has a box').not.toBeNull();
  expect(box?.x ?? -1, 'the control starts inside the screen').toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), 'the control ends inside the screen').toBeLessThanOrEqual(width);
}

/** Presses Tab until `target` has focus, as a keyboard user would, and fails if it never gets it. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}
