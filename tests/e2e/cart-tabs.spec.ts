// A member's cart in two tabs and two browsers (issue 14, item 4): lines added at the same moment in two tabs
// are both kept, locally and on the server (replace_cart_lines with a version, then merge), and no cart request
// ever goes out without the member's session, even when the member signs out while one is due.
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect, openBrowser, test } from './fixtures';
import { signIn, signUp, uniqueEmail } from './accounts';
import { productCard } from './catalog';

const CART_REQUESTS = /\/rest\/v1\/(carts|cart_items|rpc\/(load_or_create_cart|replace_cart_lines))\b/;

/** Every cart request the pages of a context send, and what came back. */
function watchCartRequests(context: BrowserContext) {
  const seen: { url: string; authorization: string; status: number | null }[] = [];
  const track = async (request: Request) => {
    if (!CART_REQUESTS.test(request.url())) return;
    const entry = {
      url: request.url(),
      authorization: (await request.allHeaders())['authorization'] ?? '',
      status: null as number | null,
    };
    seen.push(entry);
    const response = await request.response().catch(() => null);
    entry.status = response?.status() ?? null;
  };
  context.on('request', (request) => void track(request));
  return seen;
}

/** A user's token is a JWT; without a session supabase-js sends the publishable key instead. */
const withUserToken = (authorization: string) => /^Bearer ey[\w-]+\.[\w-]+\.[\w-]+$/.test(authorization);

async function addFromCollection(page: Page, product: string) {
  await productCard(page, product)
    .getByRole('button', { name: /^(Purchase|Add to Cart|Pre-Order)/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
}

/**
 * Reloads the page until the cart the server answers holds `lines` lines (the other tabs' saves may still be on
 * their way): each round waits for the page's own cart load, not for a time, so a slow machine only takes more
 * rounds.
 */
async function reloadUntilServerCartHas(page: Page, lines: number) {
  await expect(async () => {
    const [loaded] = await Promise.all([
      page.waitForResponse(
        (response) => /\/rpc\/load_or_create_cart\b/.test(response.url()) && response.ok(),
      ),
      page.reload(),
    ]);
    const cart = (await loaded.json()) as { items?: unknown[] };
    expect(cart.items?.length).toBe(lines);
  }).toPass();
}

test('two tabs add different products at once: after a reload both lines are there, and on the server', async ({
  page,
  context,
  browser,
}) => {
  // A sign-up confirmed by mail, three browsers, and rounds of reloads until the server's cart has caught up:
  // past the default 30 s on a loaded machine.
  test.slow();
  const requests = watchCartRequests(context);
  const account = { email: uniqueEmail('cart-tabs'), password: 'cart-tabs-2026', name: 'Tabs Twice' };
  await signUp(page, account);
  const two = await context.newPage();
  await Promise.all([page.goto('/collection'), two.goto('/collection')]);
  await expect(two.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();

  // Both tabs add a product in the same instant: each starts from an empty cart and saves its own version.
  await Promise.all([addFromCollection(page, 'Renouvela Crème'), addFromCollection(two, 'Renouvela Riche')]);
  for (const tab of [page, two]) {
    await expect(tab.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  }

  await Promise.all([page.reload(), two.reload()]);
  for (const tab of [page, two]) {
    await expect(tab.getByTestId('cart-line')).toHaveCount(2);
    await expect(tab.getByLabel('Quantity of Renouvela Crème')).toHaveValue('1');
    await expect(tab.getByLabel('Quantity of Renouvela Riche')).toHaveValue('1');
  }

  // Another browser of the same member reads the server's cart: both lines, once the saves have landed.
  const { context: other, page: otherPage } = await openBrowser(browser, account);
  await otherPage.goto('/cart');
  await reloadUntilServerCartHas(otherPage, 2);
  await expect(otherPage.getByTestId('cart-line')).toHaveCount(2);
  await expect(otherPage.getByLabel('Quantity of Renouvela Crème')).toHaveValue('1');
  await expect(otherPage.getByLabel('Quantity of Renouvela Riche')).toHaveValue('1');

  // It adds a third product; the first browser, reloaded, merges it in with its own two lines.
  await otherPage.goto('/collection');
  await addFromCollection(otherPage, 'Renouvela Extra-Riche');
  await expect(otherPage.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await reloadUntilServerCartHas(page, 3);
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(two.getByTestId('cart-line')).toHaveCount(3);
  await other.close();

  // Every cart request carried the member's token, and none was refused (a stale save is answered 409 and
  // merged; there may be none, so it is allowed, not required).
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((r) => !withUserToken(r.authorization))).toEqual([]);
  expect(requests.filter((r) => r.status !== null && r.status >= 400 && r.status !== 409)).toEqual([]);
});

/**
 * Cart requests held back, as on a slow network, until the test lets them go: a request is out for as long as
 * the test wants, not for a guessed time.
 */
async function holdCartRequests(context: BrowserContext) {
  const held: Route[] = [];
  let holding = true;
  await context.route(CART_REQUESTS, async (route) => {
    if (holding) held.push(route);
    else await route.continue().catch(() => undefined);
  });
  return {
    held: () => held.length,
    /** Lets the held requests go, and every later one straight through. */
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

test('signing out while the cart is loading or a save is due sends nothing without the session', async ({
  page,
  context,
}) => {
  // A sign-up confirmed by mail, a sign-in through the form and four page loads: near the default 30 s on a
  // loaded machine (28 s measured before the clock replaced the fixed wait).
  test.slow();
  const requests = watchCartRequests(context);
  // The page's timers run on the test's clock: the cart's debounced save is due for as long as the test wants.
  await page.clock.install();
  // A slow network: the first load of a new member's cart is still out when they sign out.
  const network = await holdCartRequests(context);
  const account = { email: uniqueEmail('cart-signout'), password: 'cart-signout-2026', name: 'Quick Exit' };
  await signUp(page, account);
  await expect.poll(network.held).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('link', { name: 'Members' })).toBeVisible();
  // Its answer comes after the sign-out: the stopped sync does nothing with it.
  await network.release();

  // Signed in again: add a product and sign out while its save waits for the cart to be quiet. The clock
  // stands still from the moment the cart is loaded, so the save stays due; Playwright's clicks wait for
  // animation frames, which a still clock never gives, so the two clicks are dispatched as the browser would.
  await signIn(page, account);
  const loaded = page.waitForResponse((response) => /\/rpc\/load_or_create_cart\b/.test(response.url()));
  await page.goto('/collection');
  await loaded;
  await page.clock.pauseAt(Date.now() + 1000);
  await productCard(page, 'Renouvela Crème')
    .getByRole('button', { name: /^(Purchase|Add to Cart|Pre-Order)/ })
    .dispatchEvent('click');
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Sign out' }).first().dispatchEvent('click');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
  // Whatever was still due runs now, well past the save's quiet time (400 ms, SYNC_DELAY_MS in cart-provider):
  // a save the sign-out had not dropped would go out here.
  await page.clock.runFor(5_000);
  await page.clock.resume();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((r) => !withUserToken(r.authorization))).toEqual([]);
  expect(requests.filter((r) => r.status !== null && r.status >= 400)).toEqual([]);
});
