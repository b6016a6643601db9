import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { DEMO_FACTS } from '../../../supabase/functions/_shared/legal-facts';
import { guaranteeNotice, guaranteeNoticeBlocks } from '@/content/guarantee-notice';
import { GuaranteeNotice } from './guarantee-notice';

describe('GuaranteeNotice', () => {
  it('shows the whole notice in English, never folded, with the seller’s line from the owner’s facts', async () => {
    await renderWithApp(<GuaranteeNotice />);
    const notice = await screen.findByRole('region', { name: 'Legal guarantee' });
    expect(screen.getByRole('heading', { level: 2, name: 'Legal guarantee' })).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'Minimum two-year legal guarantee protection for goods sold in the European Union.',
    );
    const lists = within(notice).getAllByRole('list');
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'free repair or free replacement;',
      'in some cases, a price reduction or full reimbursement.',
    ]);
    expect(within(notice).getByRole('link', { name: /europa\.eu\/youreurope\/guarantees/ })).toHaveAttribute(
      'href',
      'https://europa.eu/youreurope/guarantees',
    );
    expect(within(notice).getByTestId('guarantee-seller')).toHaveTextContent(
      `The seller, ${DEMO_FACTS.companyName}, answers for the legal guarantee of conformity for 2 years from delivery (French consumer code, articles L217-3 and L217-7). To use it, write to ${DEMO_FACTS.email}.`,
    );
    expect(notice.querySelector('[aria-expanded]')).toBeNull();
  });

  it('speaks French on a French page, at the heading level it is given', async () => {
    await renderWithApp(<GuaranteeNotice heading="h3" />, { language: 'fr' });
    const notice = await screen.findByRole('region', { name: 'Garantie légale' });
    expect(screen.getByRole('heading', { level: 3, name: 'Garantie légale' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('Les vendeurs sont responsables de tout défaut de conformité');
    expect(notice).toHaveTextContent('Fournissez une preuve d’achat');
    expect(notice).not.toHaveTextContent(/legal guarantee|seller/i);
  });
});

describe('guaranteeNoticeBlocks (the terms)', () => {
  it('gives the terms the same words as the notice, its link and the seller’s line', () => {
    for (const language of ['en', 'fr'] as const) {
      const blocks = guaranteeNoticeBlocks(language, DEMO_FACTS);
      const text = JSON.stringify(blocks);
      const notice = guaranteeNotice(language);
      expect(blocks[0]).toEqual({ kind: 'h3', text: notice.title });
      for (const sentence of [notice.longer, notice.whatToDo, ...notice.steps, ...notice.claimCases]) {
        expect(text).toContain(JSON.stringify(sentence).slice(1, -1));
      }
      expect(text).toContain(`](${notice.link.href})`);
      expect(text).toContain(DEMO_FACTS.companyName);
    }
  });
});
