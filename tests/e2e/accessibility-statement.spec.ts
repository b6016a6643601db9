// The accessibility statement (issue 29): reached from every page's footer, in English and in French, with its
// statuses, the owner's contact (the demo facts in this build), the route to the Défenseur des droits, and axe clean.
import { DEMO_FACTS } from '../../supabase/functions/_shared/legal-facts.ts';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';

const STATEMENT = {
  en: {
    link: 'Accessibility',
    legalNav: 'Legal information',
    heading: 'Accessibility statement',
    date: 'Statement made on 27 November 2026',
    sections: [
      'Conformance status',
      'What we tested and how',
      'Known limits',
      'Tell us about a problem',
      'If our answer does not satisfy you',
    ],
    statuses: ['partially conformant', 'not conformant (non conforme)'],
    enforcement: 'the Défenseur des droits’ form',
  },
  fr: {
    link: 'Accessibilité',
    legalNav: 'Informations légales',
    heading: 'Déclaration d’accessibilité',
    date: 'Déclaration établie le 27 novembre 2026',
    sections: [
      'État de conformité',
      'Ce que nous avons testé, et comment',
      'Limites connues',
      'Nous signaler un problème',
      'Si notre réponse ne vous satisfait pas',
    ],
    statuses: ['partiellement conforme', 'ce site est non conforme'],
    enforcement: 'le formulaire du Défenseur des droits',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`the footer leads to the accessibility statement, complete in its language (${language})`, async ({
    page,
  }) => {
    const text = STATEMENT[language];
    await page.goto('/our-story');
    if (language === 'fr') {
      await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
      await page.reload();
    }
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: text.legalNav })
      .getByRole('link', { name: text.link, exact: true })
      .click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    await expect(page).toHaveTitle(`${text.heading} | Maison Immortela`);

    const main = page.getByRole('main');
    await expect(main.getByText(text.date)).toBeVisible();
    for (const section of text.sections) {
      await expect(main.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    for (const status of text.statuses) await expect(main).toContainText(status);
    await expect(main.getByRole('link', { name: DEMO_FACTS.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_FACTS.email}`,
    );
    await expect(main.getByRole('link', { name: new RegExp(text.enforcement) })).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    );
    await expect(page.getByTestId('legal-demo-notice')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
