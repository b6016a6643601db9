// The harmonised notice on the legal guarantee of conformity (Directive 2011/83/EU art. 6(1)(l) and 22a, as
// amended by Directive (EU) 2024/825; its design and content fixed by Commission Implementing Regulation (EU)
// 2025/1960 of 25 September 2025, Annex I; compulsory from 27 September 2026), in English and French, and the
// seller's own line under it. One module feeds the notice component (product dialog, checkout) and the terms.
//
// Source of the wording, and what could not be verified (the official artwork could not be fetched here):
// - The Regulation itself: EUR-Lex, ELI http://data.europa.eu/eli/reg_impl/2025/1960/oj (recitals read; the annex
//   is artwork, a per-language image with a QR code, whose elements may not be edited).
// - The notice's words: the accessible transcripts of the Commission's per-language artwork (files "Legal
//   guarantee_notice EN/FR.svg" and "ENN/FRN.pdf" of the Commission's page "Harmonised notice on the legal guarantee
//   of conformity and harmonised label for the commercial guarantee of durability") published by two independent
//   open-source shop modules; the English text of both agrees word for word, the French one has one source.
// - Not verified: the French title as printed on the artwork ("Garantie légale" is our reading), the French QR
//   target's short address (we link the French Your Europe page on guarantees), and the layout: this is a text
//   rendering in the notice's blue and yellow, not the Commission's artwork, which the owner should put in its place
//   (unedited, in colour) once downloaded from the Commission's page.
// The seller's line is ours: it names who answers for the guarantee and its length under French law.
import type { Language } from '@/lib/language';
import type { LegalBlock } from './types';

/** A part of a sentence; strong: printed in bold on the notice. */
export type NoticeRun = { text: string; strong?: boolean };

export interface GuaranteeNoticeText {
  title: string;
  /** "Minimum two-year legal guarantee protection for goods sold in the European Union." */
  lead: NoticeRun[];
  claim: string;
  claimCases: string[];
  liability: NoticeRun[];
  remedies: NoticeRun[][];
  longer: string;
  moreInfo: string;
  /** The page the notice's QR code leads to: Your Europe, on guarantees, in the reader's language. */
  link: { href: string; label: string };
  whatToDo: string;
  steps: string[];
  commercial: NoticeRun[];
}

const EN: GuaranteeNoticeText = {
  title: 'Legal guarantee',
  lead: [
    { text: 'Minimum two-year legal guarantee protection', strong: true },
    { text: ' for goods sold in the European Union.' },
  ],
  claim: 'Consumers can claim their rights under the legal guarantee of conformity, for example if goods:',
  claimCases: ['do not match the description;', 'do not function as intended.'],
  liability: [
    { text: 'Sellers are liable', strong: true },
    {
      text: ' for any lack of conformity which existed when the goods were delivered, and which becomes apparent within the legal guarantee period. Sellers in such a situation are required to offer:',
    },
  ],
  remedies: [
    [
      { text: 'free repair', strong: true },
      { text: ' or ' },
      { text: 'free replacement', strong: true },
      { text: ';' },
    ],
    [
      { text: 'in some cases, a ' },
      { text: 'price reduction', strong: true },
      { text: ' or ' },
      { text: 'full reimbursement', strong: true },
      { text: '.' },
    ],
  ],
  longer:
    'Some countries have a longer legal guarantee period. For second-hand goods, a shorter period may apply, but not less than one year.',
  moreInfo:
    'For more information on your rights in a specific country, scan the QR code below or ask the seller:',
  link: { href: 'https://europa.eu/youreurope/guarantees', label: 'europa.eu/youreurope/guarantees' },
  whatToDo: 'What to do if you receive non-conforming goods:',
  steps: [
    'Contact the seller as soon as possible to report the issue;',
    'Provide proof of purchase, such as a receipt, invoice, or bank statement.',
  ],
  commercial: [
    {
      text: 'Sellers and producers may also offer commercial guarantees, which apply independently from the legal guarantee. For example, you may see this GARAN label representing a ',
    },
    { text: 'commercial guarantee of durability', strong: true },
    { text: ' offered by the producer at no additional cost and covering the entire good.' },
  ],
};

const FR: GuaranteeNoticeText = {
  title: 'Garantie légale',
  lead: [
    { text: 'Protection offerte par la garantie légale minimale de deux ans', strong: true },
    { text: ' sur des biens vendus dans l’Union européenne.' },
  ],
  claim:
    'Les consommateurs peuvent faire valoir leurs droits au titre de la garantie légale de conformité, par exemple si les biens :',
  claimCases: ['ne correspondent pas à la description ;', 'ne fonctionnent pas comme prévu.'],
  liability: [
    { text: 'Les vendeurs sont responsables', strong: true },
    {
      text: ' de tout défaut de conformité qui existait au moment de la livraison des biens et qui apparaît pendant la période de garantie légale. Les vendeurs se trouvant dans une telle situation sont tenus de proposer :',
    },
  ],
  remedies: [
    [
      { text: 'une ' },
      { text: 'réparation gratuite', strong: true },
      { text: ' ou un ' },
      { text: 'remplacement gratuit', strong: true },
      { text: ' ;' },
    ],
    [
      { text: 'dans certains cas, une ' },
      { text: 'réduction de prix', strong: true },
      { text: ' ou un ' },
      { text: 'remboursement intégral', strong: true },
      { text: '.' },
    ],
  ],
  longer:
    'Dans certains pays, la période de garantie légale est plus longue. Pour les biens d’occasion, une période plus courte peut s’appliquer, mais elle ne peut être inférieure à un an.',
  moreInfo:
    'Pour en savoir plus sur vos droits dans un pays donné, scannez le code QR ci-dessous ou consultez le vendeur :',
  link: {
    href: 'https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_fr.htm',
    label: 'europa.eu/youreurope (garanties et retours)',
  },
  whatToDo: 'Que faire si vous recevez des biens non conformes :',
  steps: [
    'Contactez le vendeur dès que possible pour signaler le problème ;',
    'Fournissez une preuve d’achat, telle qu’un reçu, une facture ou un relevé bancaire.',
  ],
  commercial: [
    {
      text: 'Les vendeurs et les producteurs peuvent également offrir des garanties commerciales, qui s’appliquent indépendamment de la garantie légale. Par exemple, il se peut que votre bien affiche ce label GARAN, représentant une ',
    },
    { text: 'garantie commerciale de durabilité', strong: true },
    { text: ' offerte par le producteur sans frais supplémentaires et s’appliquant à l’ensemble du bien.' },
  ],
};

export function guaranteeNotice(language: Language | string): GuaranteeNoticeText {
  return language === 'fr' ? FR : EN;
}

/** The French legal guarantee's length: two years from delivery (consumer code L217-3 and L217-7). */
export const LEGAL_GUARANTEE_YEARS = 2;

/** The seller's line under the notice: who answers for the guarantee in this shop, for how long, and how to ask. */
export function sellerGuaranteeLine(
  language: Language | string,
  seller: { companyName: string; email: string },
): string {
  return language === 'fr'
    ? `Le vendeur, ${seller.companyName}, répond de la garantie légale de conformité pendant ${LEGAL_GUARANTEE_YEARS} ans à compter de la livraison (code de la consommation, articles L217-3 et L217-7). Pour la mettre en œuvre, écrivez à ${seller.email}.`
    : `The seller, ${seller.companyName}, answers for the legal guarantee of conformity for ${LEGAL_GUARANTEE_YEARS} years from delivery (French consumer code, articles L217-3 and L217-7). To use it, write to ${seller.email}.`;
}

/** The runs of a sentence as plain text (the terms and their PDF carry no bold). */
export function runsText(runs: NoticeRun[]): string {
  return runs.map((run) => run.text).join('');
}

/** The notice as blocks of the terms (section 11), in the same words, followed by the seller's line. */
export function guaranteeNoticeBlocks(
  language: Language | string,
  seller: { companyName: string; email: string },
): LegalBlock[] {
  const notice = guaranteeNotice(language);
  return [
    { kind: 'h3', text: notice.title },
    { kind: 'p', text: runsText(notice.lead) },
    { kind: 'p', text: notice.claim },
    { kind: 'list', items: notice.claimCases },
    { kind: 'p', text: runsText(notice.liability) },
    { kind: 'list', items: notice.remedies.map(runsText) },
    { kind: 'p', text: notice.longer },
    { kind: 'p', text: `${notice.moreInfo} [${notice.link.label}](${notice.link.href})` },
    { kind: 'p', text: notice.whatToDo },
    { kind: 'list', ordered: true, items: notice.steps },
    { kind: 'p', text: runsText(notice.commercial) },
    { kind: 'p', text: sellerGuaranteeLine(language, seller) },
  ];
}
