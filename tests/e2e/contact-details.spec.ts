// /contact gives the shop's address, email and opening hours from the owner's facts (issue 33 item 4), in each
// language, as an <address> with a mailto link; axe on the page. The facts are the local seed's (DEMO_FACTS).
import { DEMO_FACTS } from '../../supabase/functions/_shared/legal-facts';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const PAGES = {
  en: { path: '/contact', heading: 'Where to find us', hours: 'Opening hours', country: 'France' },
  fr: {
    path: '/contact?lang=fr',
    heading: 'Où nous trouver',
    hours: 'Horaires d’ouverture',
    country: 'France',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`the contact page gives the address, the email and the hours (${language})`, async ({ page }) => {
    const expected = PAGES[language];
    await page.goto(expected.path);
    const details = page.getByRole('region', { name: expected.heading });
    await expect(details).toBeVisible();
    const address = details.locator('address');
    const { street, postalCode, city } = DEMO_FACTS.address;
    await expect(address).toContainText(DEMO_FACTS.companyName);
    await expect(address).toContainText(street);
    await expect(address).toContainText(`${postalCode} ${city}`);
    await expect(address).toContainText(expected.country);
    await expect(address.getByRole('link', { name: DEMO_FACTS.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_FACTS.email}`,
    );
    await expect(
      address.getByRole('definition').filter({ hasText: DEMO_FACTS.contactHours[language] }),
    ).toBeVisible();
    await expect(address.getByRole('term').filter({ hasText: expected.hours })).toBeVisible();
    // The other language's hours are not on the page.
    const other = language === 'en' ? 'fr' : 'en';
    await expect(page.getByText(DEMO_FACTS.contactHours[other])).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
