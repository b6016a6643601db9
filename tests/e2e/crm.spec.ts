// The CRM as an admin uses it: import a CSV with good and bad rows, read the counts, find the new contacts,
// open one and add a note; export a selection as CSV (formulas neutralised); an unknown contact; the overview.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

const marker = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function uploadCsv(page: import('@playwright/test').Page, name: string, text: string) {
  await page.goto('/crm/import');
  await page.getByLabel('Choose a CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

test('import a CSV with good and bad rows, see the counts, find the contacts, add a note', async ({
  page,
}) => {
  // An import, its preview and counts, then the contacts and a note: 39 s with the sign-in it had then (about
  // 12 s) on a loaded machine, near the default 30 s without it.
  test.setTimeout(90_000);
  const tag = marker();
  // Semicolons, a BOM, French headers and a quoted field holding the separator.
  const csv =
    '\uFEFFPrénom;Nom;Courriel;Pays;Consentement\r\n' +
    `Anaïs;"Roux; ${tag}";anais.${tag}@example.fr;FR;oui\r\n` +
    `Hugo;Girard ${tag};hugo.${tag}@example.com;US;non\r\n` +
    `Bad;Email ${tag};not-an-email;FR;oui\r\n` +
    `Anaïs;Again ${tag};ANAIS.${tag}@example.fr;FR;oui\r\n`;
  await uploadCsv(page, `contacts-${tag}.csv`, csv);

  // The mapping is suggested from the French headers.
  await expect(page.getByLabel('Column “Courriel”')).toHaveValue('email');
  await expect(page.getByLabel('Column “Prénom”')).toHaveValue('first_name');
  await expect(page.getByTestId('import-summary')).toHaveText(
    '4 rows: 2 ready to import, 2 with errors (not imported).',
  );
  const preview = page.getByRole('table', { name: 'Check the rows' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await page.getByLabel('Show only rows with errors').check();
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview).toContainText('Email not valid.');
  await expect(preview).toContainText('This email is already on an earlier row of the file.');

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('2 new contacts');
  await expect(result).toContainText('0 contacts updated');
  await expect(result).toContainText('2 rows with errors');
  await expect(page.getByTestId('import-log-row').first()).toContainText(`contacts-${tag}.csv`);

  await page.getByRole('link', { name: 'Contacts' }).last().click();
  await page.getByLabel('Search name, email or phone').fill(tag.toUpperCase());
  const list = page.getByRole('table', { name: 'Contacts matching the filters' });
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 contacts', { exact: true })).toBeVisible();

  await list.getByRole('link', { name: `Anaïs Roux; ${tag}` }).click();
  await expect(page).toHaveURL(/\/crm\/contacts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('contact-name')).toContainText(`Anaïs Roux; ${tag}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`anais.${tag}@example.fr`);
  await expect(page.getByRole('region', { name: 'Consent' })).toContainText('Consent given on');

  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Write the note first.')).toBeVisible();
  await page.getByLabel('New note').fill(`Met at the Grasse salon (${tag})`);
  await page.getByRole('button', { name: 'Add note' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(`Met at the Grasse salon (${tag})`);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
    `Met at the Grasse salon (${tag})`,
  );
});

test('export the selected contacts as CSV with formulas neutralised', async ({ page }) => {
  // An import, a selection and a download: 45 s with the sign-in it had then (about 12 s) on a loaded machine.
  test.setTimeout(90_000);
  const tag = marker();
  await uploadCsv(
    page,
    `export-${tag}.csv`,
    `email,name,phone\nformula.${tag}@example.com,"=HYPERLINK(""http://x"")",+33 6 11 22 33 44\n` +
      `plain.${tag}@example.com,Plain ${tag},\n`,
  );
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByTestId('import-result')).toContainText('2 new contacts');

  await page.goto(`/crm/contacts?search=${tag}&sort=email&dir=asc`);
  const list = page.getByRole('table', { name: 'Contacts matching the filters' });
  await expect(list.getByRole('row')).toHaveCount(3);
  await list.getByRole('checkbox', { name: 'Select =HYPERLINK("http://x")' }).check();
  // Bulk tagging the selection; the export then carries the tag.
  await page.getByLabel('Tag', { exact: true }).last().fill(`salon-${tag}`);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText(`Tag “salon-${tag}” added to 1 contact.`)).toBeVisible();
  await expect(list.getByRole('row', { name: /HYPERLINK/ })).toContainText(`salon-${tag}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the selected contact (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^email,full_name,/);
  expect(lines[1]).toContain(`formula.${tag}@example.com,"'=HYPERLINK(""http://x"")"`);
  expect(lines[1]).toContain("'+33 6 11 22 33 44");
  expect(lines[1]).toContain(`salon-${tag}`);

  // With nothing ticked, every match is exported.
  await list.getByRole('checkbox', { name: 'Select =HYPERLINK("http://x")' }).uncheck();
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export 2 matching contacts (CSV)' }).click(),
  ]);
  const allText = await readFile(await all.path(), 'utf8');
  expect(allText.trim().split('\r\n')).toHaveLength(3);

  // Undo the import: its contacts are gone, the log says so.
  await page.goto('/crm/import');
  await expect(page.getByTestId('import-log-row').first()).toContainText(`export-${tag}.csv`);
  await page.getByRole('button', { name: 'Undo the last import' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo the import' }).click();
  await expect(page.getByText('Import undone: 2 contacts deleted, 0 restored, 0 kept.')).toBeVisible();
  await expect(page.getByTestId('import-log-row').first()).toContainText('Undone');
  await page.goto(`/crm/contacts?search=${tag}`);
  await expect(page.getByText('No contact matches these filters.')).toBeVisible();
});

test('an unknown contact says so; the overview shows its figures and the chart as a table', async ({
  page,
}) => {
  await page.goto('/crm/contacts/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { name: 'Contact not found' })).toBeVisible();
  await page.goto('/crm/contacts/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Contact not found' })).toBeVisible();

  await page.goto('/crm');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer overview' })).toBeVisible();
  await expect(page.getByTestId('contacts-total')).toHaveText(/\d/);
  // Bars when there was revenue, else a sentence; the figures as a table either way.
  await expect(page.locator('figcaption', { hasText: 'Revenue by week in USD' })).toBeVisible();
  await page.getByText('Show the figures as a table').first().click();
  await expect(page.getByRole('table', { name: 'Revenue by week in USD' }).getByRole('row')).toHaveCount(13);
});

test('the CRM pages speak French, with French errors in the import preview', async ({ page }) => {
  await page.goto('/crm/contacts');
  await page.getByRole('button', { name: 'Passer en français' }).first().click();
  await expect(page.getByLabel('Rechercher un nom, un e-mail ou un téléphone')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections du CRM' })).toContainText('Vue d’ensemble');

  await page
    .getByRole('navigation', { name: 'Sections du CRM' })
    .getByRole('link', { name: 'Import' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des contacts' })).toBeVisible();
  await page.getByLabel('Choisir un fichier CSV').setInputFiles({
    name: 'fr.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Courriel;Pays\n;FR\nx@example.fr;Narnia\n'),
  });
  await expect(page.getByTestId('import-summary')).toHaveText(
    '2 lignes : 0 prêtes à importer, 2 avec des erreurs (non importées).',
  );
  await expect(page.getByText('E-mail manquant.')).toBeVisible();
  await expect(page.getByText('Pays non reconnu (utilisez un code comme FR).')).toBeVisible();
});
