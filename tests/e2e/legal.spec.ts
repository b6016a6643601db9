// The legal pages in English and French (headings, the build's demo facts, axe), their links in the footer and
// at checkout (in a new tab, nothing typed lost), and the checkout's button that commits to pay, with the delivery
// cost and the VAT included shown before it.
import type { Page } from '@playwright/test';
import { DEMO_FACTS } from '../../supabase/functions/_shared/legal-facts.ts';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { buyFromCollection } from './shop-steps';

type Language = 'en' | 'fr';

const F = DEMO_FACTS;

interface LegalPageCase {
  path: string;
  heading: Record<Language, string>;
  sections: Record<Language, string[]>;
  /** Words that must be on the page in both languages: the owner's facts, the law's references. */
  facts: string[];
}

const PAGES: LegalPageCase[] = [
  {
    path: '/legal-notice',
    heading: { en: 'Legal notice', fr: 'Mentions légales' },
    sections: {
      en: ['Publisher', 'Director of publication', 'Hosting'],
      fr: ['Éditeur du site', 'Directeur de la publication', 'Hébergement'],
    },
    facts: [
      F.companyName,
      F.legalForm,
      F.shareCapital,
      F.rcs,
      F.siret,
      F.vatNumber,
      F.address.street,
      F.email,
      F.phone,
      F.publicationDirector,
      F.siteHost.name,
      F.siteHost.address.street,
      F.dataHost.name,
      F.dataHost.address.street,
    ],
  },
  {
    path: '/terms',
    heading: { en: 'Terms of sale', fr: 'Conditions générales de vente' },
    sections: {
      en: [
        '4. Prices',
        '7. Reservations',
        '8. Pre-orders',
        '10. Right of withdrawal',
        '11. Legal guarantee of conformity',
        '14. Consumer mediation',
      ],
      fr: [
        '4. Prix',
        '7. Réservations',
        '8. Précommandes',
        '10. Droit de rétractation',
        '11. Garantie légale de conformité',
        '14. Médiation de la consommation',
      ],
    },
    facts: [F.companyName, F.mediator.name, F.mediator.website, 'L221-28, 9°', 'L217-3', '1641'],
  },
  {
    path: '/privacy',
    heading: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
    sections: {
      en: [
        'Who is responsible',
        'Who receives your data',
        'Your rights',
        'How to use your rights',
        'Complaint to the CNIL',
      ],
      fr: [
        'Responsable du traitement',
        'Destinataires de vos données',
        'Vos droits',
        'Comment exercer vos droits',
        'Réclamation auprès de la CNIL',
      ],
    },
    facts: [
      F.companyName,
      F.siteHost.name,
      F.dataHost.name,
      F.mailProvider.name,
      'Stripe Payments Europe',
      'www.cnil.fr',
    ],
  },
  {
    path: '/cookies',
    heading: { en: 'Cookies and browser storage', fr: 'Cookies et stockage du navigateur' },
    sections: {
      en: ['What the shop keeps in your browser', 'No trackers'],
      fr: ['Ce que la boutique garde dans votre navigateur', 'Aucun traceur'],
    },
    facts: ['language', 'cart', 'sb-…-auth-token', 'checkout-details', 'checkout-attempt'],
  },
];

async function useLanguage(page: Page, language: Language) {
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('language', value), language);
}

for (const language of ['en', 'fr'] as const) {
  test(`each legal page shows its headings, title, the demo facts, and passes axe (${language})`, async ({
    page,
  }) => {
    // Four pages, each read through axe: longer than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await useLanguage(page, language);
    for (const legal of PAGES) {
      await page.goto(legal.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading[language]);
      await expect(page).toHaveTitle(`${legal.heading[language]} | Maison Immortela`);
      for (const section of legal.sections[language]) {
        await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      }
      const main = page.getByRole('main');
      for (const fact of legal.facts) await expect(main).toContainText(fact);
      await expect(page.getByTestId('legal-demo-notice')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('the footer links the four legal pages, the accessibility statement, the way to withdraw and the withdrawal form, in both languages', async ({
  page,
}) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal information' });
  await expect(legal.getByRole('link')).toHaveText([
    'Legal notice',
    'Terms of sale',
    'Privacy policy',
    'Cookies',
    'Accessibility',
    'Withdraw from the contract here',
    'Withdrawal form',
  ]);
  await legal.getByRole('link', { name: 'Terms of sale' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of sale');

  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.goto('/');
  const mentions = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' });
  await expect(mentions.getByRole('link')).toHaveText([
    'Mentions légales',
    'Conditions générales de vente',
    'Politique de confidentialité',
    'Cookies',
    'Accessibilité',
    'Renoncer au contrat ici',
    'Formulaire de rétractation',
  ]);
  await mentions.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/\/legal-notice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
});

async function toCheckout(page: Page, buy: RegExp, checkout: string) {
  await buyFromCollection(page, 'Renouvela Crème', buy);
  await page.getByRole('link', { name: checkout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test('checkout opens the terms and the privacy policy in new tabs, and keeps what was typed', async ({
  page,
  context,
}) => {
  await toCheckout(page, /^(Purchase|Add to Cart)/, 'Checkout');
  await page.getByLabel('Email').fill('ines.laurent@example.com');
  await page.getByLabel('Full name').fill('Inès Laurent');

  const terms = page.getByRole('link', { name: 'terms of sale (opens in a new tab)' }).first();
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  const privacy = page.getByRole('link', { name: 'privacy policy (opens in a new tab)' });
  await expect(privacy).toHaveAttribute('href', '/privacy');
  await expect(privacy).toHaveAttribute('target', '_blank');
  // The box's description names both, for a screen reader reaching the box.
  await expect(page.getByLabel(/I accept the terms of sale/)).toHaveAccessibleDescription(
    'Read the terms of sale (opens in a new tab) and the privacy policy (opens in a new tab) before you order.',
  );

  const [termsTab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
  await expect(termsTab.getByRole('heading', { level: 1 })).toHaveText('Terms of sale');
  await termsTab.close();
  const [privacyTab] = await Promise.all([context.waitForEvent('page'), privacy.click()]);
  await expect(privacyTab.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await privacyTab.close();

  // The withdrawal notice beside the button leads to that section of the terms.
  const withdrawal = page.getByRole('complementary').getByRole('link', { name: /terms of sale/ });
  await expect(withdrawal).toHaveAttribute('href', '/terms#withdrawal');
  const [withdrawalTab] = await Promise.all([context.waitForEvent('page'), withdrawal.click()]);
  await expect(withdrawalTab.getByRole('heading', { name: '10. Right of withdrawal' })).toBeInViewport();
  await withdrawalTab.close();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Email')).toHaveValue('ines.laurent@example.com');
  await expect(page.getByLabel('Full name')).toHaveValue('Inès Laurent');
});

test('the button that commits says it obliges to pay, after the delivery cost and the VAT (en, fr)', async ({
  page,
}) => {
  await toCheckout(page, /^(Purchase|Add to Cart)/, 'Checkout');
  const summary = page.getByRole('complementary');
  await expect(summary.getByTestId('checkout-total')).toHaveText('$900');
  await expect(summary.getByText('Delivery', { exact: true })).toBeVisible();
  await expect(summary.getByTestId('checkout-delivery')).toHaveText('Free');
  // The VAT is the delivery country's (vat-by-country.spec.ts): France's here.
  await page.getByLabel('Country').selectOption('FR');
  await expect(summary.getByText('VAT included (20%)')).toBeVisible();
  await expect(summary.getByTestId('checkout-vat')).toHaveText('$150.00');
  await expect(
    summary.getByRole('button', { name: 'Order with obligation to pay', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay\b/ })).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.reload();
  const resume = page.getByRole('complementary');
  await expect(resume.getByTestId('checkout-total')).toHaveText(/^830\s€$/);
  await expect(resume.getByText('Livraison', { exact: true })).toBeVisible();
  await expect(resume.getByTestId('checkout-delivery')).toHaveText('Offerte');
  await expect(resume.getByText(/^TVA incluse \(20\s%\)$/)).toBeVisible();
  await expect(resume.getByTestId('checkout-vat')).toHaveText(/^138,33\s€$/);
  await expect(
    resume.getByRole('button', { name: 'Commander avec obligation de paiement', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Payer\b/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
