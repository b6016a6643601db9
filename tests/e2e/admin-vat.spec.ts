// /admin/vat at phone width: the OSS standing, a registration recorded and cleared after its confirmation, a rate
// to come added and removed, a rate an invoice used refused with the invoice named, and the accountant's files
// downloaded as CSV, in English (commas) and in French (semicolons, decimal commas). The registration and the
// rate are set for 2099, so no order the other specs place meanwhile is taxed differently.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { appKey, paidOrder } from './paid-orders';

test.use({ signedInAs: 'admin' });

const PHONE = { width: 390, height: 844 };
const LAST_YEAR = new Date().getFullYear() - 1;

/** The file a button downloads: its name and its lines (the BOM checked and removed). */
async function downloaded(page: Page, button: string): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).replace(/\r\n$/, '').split('\r\n') };
}

test('the owner reads the OSS standing, records a registration and edits the rates, on a phone', async ({
  page,
  baseURL,
}) => {
  // A paid order first (an invoice at the French rate), three confirmations and axe: 46 s with the sign-in it
  // had then (about 12 s) on a loaded machine, past the default 30 s without it.
  test.setTimeout(90_000);
  await paidOrder({ apiKey: await appKey(page), email: uniqueEmail('vat-admin'), origin: baseURL ?? '' });
  await page.setViewportSize(PHONE);
  await page.goto('/admin/vat');
  await expect(page.getByRole('heading', { level: 1, name: 'VAT and accounting exports' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'VAT' })).toHaveAttribute('aria-current', 'page');

  // Where the shop stands.
  const threshold = page.getByRole('region', { name: 'EU distance sales and the OSS threshold' });
  const year = new Date().getFullYear();
  await expect(threshold.getByRole('meter', { name: `EU distance sales in ${year}` })).toBeVisible();
  await expect(threshold.getByRole('meter', { name: `EU distance sales in ${year - 1}` })).toBeVisible();
  await expect(threshold.getByText('EU sales are taxed at the French rate.', { exact: true })).toBeVisible();
  await expect(
    threshold.getByText('The shop is not registered for the one-stop shop (OSS).', { exact: true }),
  ).toBeVisible();

  // A registration recorded after its confirmation, then cleared.
  await threshold.getByLabel('Registration takes effect on').fill('2099-01-01');
  await threshold.getByRole('button', { name: 'Record the registration' }).click();
  const confirm = page.getByRole('dialog', { name: 'Record the OSS registration?' });
  await expect(confirm).toContainText('From January 1, 2099, every sale delivered to another EU country');
  await confirm.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('The OSS registration from January 1, 2099 is recorded.')).toBeVisible();
  await expect(
    threshold.getByText('Registered: the registration takes effect on January 1, 2099.', { exact: true }),
  ).toBeVisible();
  await expect(
    threshold.getByText(/The OSS registration takes effect on January 1, 2099: from that day/),
  ).toBeVisible();
  await threshold.getByRole('button', { name: 'Clear the registration' }).click();
  await page
    .getByRole('dialog', { name: 'Clear the OSS registration?' })
    .getByRole('button', { name: 'Clear' })
    .click();
  await expect(
    threshold.getByText('The shop is not registered for the one-stop shop (OSS).', { exact: true }),
  ).toBeVisible();

  // The rates: Germany's in force; a rate to come added, shown, removed.
  const rates = page.getByRole('region', { name: 'VAT rates of the EU countries' });
  const table = rates.getByRole('table', { name: 'VAT rates by country, with the day each takes effect' });
  await expect(table.getByRole('row', { name: /Germany \(DE\) 19% .* In force/ })).toBeVisible();
  await rates.getByLabel('Country', { exact: true }).selectOption('MT');
  await rates.getByLabel('Takes effect on').fill('2099-01-01');
  await rates.getByLabel('Rate (%)').fill('18,5');
  await rates.getByRole('button', { name: 'Add rate' }).click();
  await expect(page.getByText('The rate is added.')).toBeVisible();
  const malta = table.getByRole('row', { name: /Malta \(MT\) 18\.5% Jan 1, 2099 Upcoming/ });
  await expect(malta).toBeVisible();
  await malta.getByRole('button', { name: 'Remove the rate of Malta (MT) from Jan 1, 2099' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove the rate of Malta (MT) from Jan 1, 2099?' });
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The rate of Malta (MT) from Jan 1, 2099 is removed.')).toBeVisible();
  await expect(malta).toHaveCount(0);

  // France's rate: the order's invoice used it, so it stays, and the message says which invoice.
  await table.getByRole('button', { name: 'Edit the rate of France (FR) from Jan 1, 2014' }).click();
  const edit = page.getByRole('dialog', { name: 'Rate of France (FR) from Jan 1, 2014' });
  await edit.getByLabel('Rate (%)').fill('21');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit.getByRole('alert')).toContainText(
    /Invoice F-\d{4}-\d{6} was issued with this country’s rate on or after that day, so that rate stays as it is/,
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: /France \(FR\) 20% .* In force/ })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/vat at phone width');
});

test('the accountant’s files download as CSV, with commas in English and semicolons in French, on a phone', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/admin/vat');

  // The accountant's files of last year's last quarter (nothing was invoiced then: headers and zero totals).
  const exports = page.getByRole('region', { name: 'Exports for the accountant' });
  await exports.getByLabel('A quarter').check();
  await exports.getByLabel('Year').selectOption(String(LAST_YEAR));
  await exports.getByLabel('Quarter', { exact: true }).selectOption('4');
  await expect(exports.getByLabel('Semicolon separators (French Excel)')).not.toBeChecked();
  const journal = await downloaded(page, 'Download the sales journal (CSV)');
  expect(journal.name).toBe(`sales-journal-${LAST_YEAR}-Q4.csv`);
  expect(journal.lines).toEqual([
    'Number,Date,Type,Order,Delivery country,VAT regime,VAT country,Currency,Excl. VAT,VAT,Total incl. VAT,' +
      'ECB rate (per EUR),ECB rate date,Excl. VAT (EUR),VAT (EUR),Total incl. VAT (EUR),Payment reference,Credits invoice',
  ]);
  const summary = await downloaded(page, 'Download the VAT summary (CSV)');
  expect(summary.name).toBe(`vat-summary-${LAST_YEAR}-Q4.csv`);
  expect(summary.lines.at(-1)).toBe('Total,,,,,,,,0.00,0.00,0.00');

  // In French: the page, and semicolons with decimal commas by default.
  await page.goto('/admin/vat?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'TVA et exports comptables' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'TVA' })).toHaveAttribute('aria-current', 'page');
  const exportsFr = page.getByRole('region', { name: 'Exports pour l’expert-comptable' });
  await expect(exportsFr.getByLabel('Séparateur point-virgule (Excel en français)')).toBeChecked();
  await exportsFr.getByLabel('Un trimestre').check();
  await exportsFr.getByLabel('Année').selectOption(String(LAST_YEAR));
  await exportsFr.getByLabel('Trimestre', { exact: true }).selectOption('4');
  const journalFr = await downloaded(page, 'Télécharger le journal des ventes (CSV)');
  expect(journalFr.name).toBe(`journal-ventes-${LAST_YEAR}-T4.csv`);
  expect(journalFr.lines[0]).toMatch(/^Numéro;Date;Type;Commande;Pays de livraison;Régime de TVA;/);
  const summaryFr = await downloaded(page, 'Télécharger la synthèse de TVA (CSV)');
  expect(summaryFr.name).toBe(`synthese-tva-${LAST_YEAR}-T4.csv`);
  expect(summaryFr.lines.at(-1)).toBe('Total;;;;;;;;0,00;0,00;0,00');
  await expect(
    page
      .getByRole('region', { name: 'Taux de TVA des pays de l’UE' })
      .getByRole('row', { name: /Allemagne \(DE\) 19\s%/ }),
  ).toBeVisible();
});
