// axe on the CRM pages as an admin sees them, with their content loaded (the anonymous pass in a11y.spec.ts
// only meets the sign-in form there): lists with rows, a contact's detail, the import preview with errors,
// and the overview with its chart's table open.
import type { Page } from '@playwright/test';
import { MEMBER } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const CRM_PAGES: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: '/crm',
    open: async (page) => {
      await page.goto('/crm');
      await page.getByText('Show the figures as a table').first().click();
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
  {
    name: '/crm/contacts',
    open: async (page) => {
      await page.goto('/crm/contacts');
      await expect(page.getByRole('table', { name: 'Contacts matching the filters' })).toBeVisible();
      await page.getByRole('checkbox').nth(1).check();
      await expect(page.getByRole('button', { name: 'Add tag' })).toBeVisible();
    },
  },
  {
    name: '/crm/contacts/{id}',
    open: async (page) => {
      // The demo member's contact: other tests' imports come and go (undo) while this one runs.
      await page.goto(`/crm/contacts?search=${MEMBER.email}`);
      await page
        .getByRole('table', { name: 'Contacts matching the filters' })
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    },
  },
  {
    name: '/crm/orders',
    open: async (page) => {
      await page.goto('/crm/orders');
      await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    },
  },
  {
    name: '/crm/import',
    open: async (page) => {
      await page.goto('/crm/import');
      await page.getByLabel('Choose a CSV file').setInputFiles({
        name: 'axe.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('email,name\nok@example.com,Ok\nbroken,Bad\n'),
      });
      await expect(page.getByRole('table', { name: 'Check the rows' })).toBeVisible();
    },
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`axe on the CRM as an admin at ${viewport.width}px`, () => {
    test.use({ signedInAs: 'admin', viewport });
    for (const crmPage of CRM_PAGES) {
      test(`${crmPage.name} has no moderate, serious or critical violations`, async ({ page }) => {
        await crmPage.open(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
