// The accessibility statement in English. The owner's contact details come from the build's legal facts
// (src/content/legal.ts); what was tested is what tests/e2e runs (axe.ts, a11y*.spec.ts, a11y-journeys.spec.ts).
import { formatAddress, type LegalFacts } from '@/content/legal';
import type { AccessibilityCopy } from '@/content/types';

export function accessibilityCopy(facts: LegalFacts): AccessibilityCopy {
  const email = `[${facts.email}](mailto:${facts.email})`;
  return {
    updated: 'Statement made on 27 November 2026',
    contents: 'Contents',
    demoNotice:
      'Demonstration: this shop runs with fictional company details. The contact details below do not belong to a real company.',
    newTab: '(opens in a new tab)',
    document: {
      intro: `${facts.companyName} wants everyone to be able to use this shop, whatever their abilities and whatever the way they browse. This statement covers the whole website, in English and in French: the collection, the cart, the checkout, members’ pages, the order status and withdrawal pages, the journal and the legal pages.`,
      sections: [
        {
          id: 'status',
          title: 'Conformance status',
          blocks: [
            {
              kind: 'p',
              text: 'Against the Web Content Accessibility Guidelines (WCAG) 2.1, level AA, this website is partially conformant: some of its content does not yet fully meet the standard, and not every criterion has been checked (see the known limits below).',
            },
            {
              kind: 'p',
              text: 'Against the French general accessibility improvement framework (RGAA) 4.1, this website is not conformant (non conforme). The RGAA gives that status to any website without a valid audit of its criteria, and no RGAA audit of this shop has been carried out yet. The tests described below are our own; they are not an audit.',
            },
          ],
        },
        {
          id: 'testing',
          title: 'What we tested and how',
          blocks: [
            {
              kind: 'list',
              items: [
                'Automated checks: every page of the shop, in a phone width (390 px) and a desktop width (1,280 px), and the shop’s administration pages as its staff see them, are checked with the axe engine (Deque’s axe-core) each time the shop is tested. Any finding of moderate, serious or critical impact fails the tests; only findings axe rates as minor are let through.',
                'Keyboard only: automated browser journeys use the keyboard alone to open a product’s details (focus stays inside the dialog, Escape closes it and returns focus to the product), to use the cart (focus goes to its heading on arrival, to the next line after a line is removed, and to the empty cart’s message after it is cleared, each announced to screen readers) to reach and fill in the checkout form, and to withdraw from an order (from the footer’s “Withdraw from the contract here” link to the acknowledgement, focus moving to each step’s heading).',
                'Zoom and reflow: the same journeys run at 320 CSS pixels wide (the width of a 1,280 px screen at 400% zoom, WCAG 1.4.10), and the home, collection, cart, checkout, contact and accessibility pages are opened on a 360 px phone with its text at 200%. They check that nothing needs scrolling sideways and that the menu, the cart’s totals and buttons, and the checkout’s fields stay on screen.',
                'Manual checks: our developers checked these journeys themselves in the Chromium browser while building them.',
              ],
            },
            {
              kind: 'p',
              text: 'The website relies on HTML, CSS, JavaScript and WAI-ARIA. The tests run in Chromium.',
            },
          ],
        },
        {
          id: 'limits',
          title: 'Known limits',
          blocks: [
            {
              kind: 'list',
              items: [
                'No test has yet been made with screen readers (such as NVDA, JAWS, VoiceOver or TalkBack), with voice control, or by people with disabilities. Automated tools find only part of the problems a person may meet.',
                'Only Chromium is tested; Safari and Firefox are not.',
                'The contrast of text placed over photographs and over the home page’s video is not measured by the automated checks. A dark gradient is laid under that text, but its contrast has not been measured.',
                'Invoices and credit notes are PDF documents that state their language but are not tagged: a screen reader reads their text without its structure (table rows, headings). The order’s lines and totals are also shown on the order status page, and we will send you a document’s content in another format on request.',
                'Payment happens on the pages of our payment provider, Stripe, outside this website. This statement does not cover them.',
                'Keyboard and zoom journeys cover the product details, the cart, the checkout and the withdrawal; the other pages are covered by the automated checks only, and have not been checked at 320 px or with text at 200%.',
              ],
            },
          ],
        },
        {
          id: 'contact',
          title: 'Tell us about a problem',
          blocks: [
            {
              kind: 'p',
              text: `If you cannot reach some content or a service, tell us and we will give you the information or help you order in another way. Write to ${email}, use our [contact form](/contact), or write to ${facts.companyName}, ${formatAddress(facts.address, 'en')}.`,
            },
          ],
        },
        {
          id: 'enforcement',
          title: 'If our answer does not satisfy you',
          blocks: [
            {
              kind: 'p',
              text: 'If you have told us about an accessibility problem that prevents you from using the shop and have not received a satisfactory answer, you may refer the matter to the Défenseur des droits, the French authority for the defence of rights:',
            },
            {
              kind: 'list',
              items: [
                'by writing online: [the Défenseur des droits’ form](https://formulaire.defenseurdesdroits.fr/);',
                'through the [Défenseur des droits’ delegate in your area](https://www.defenseurdesdroits.fr/saisir/delegues);',
                'by telephone: 09 69 39 00 00;',
                'by post, free of charge and without a stamp: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, France.',
              ],
            },
          ],
        },
      ],
    },
  };
}
