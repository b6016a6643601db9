import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { DEMO_FACTS } from '../../../../supabase/functions/_shared/legal-facts';
import { LegalFactsForm } from './legal-facts-form';

// A refused save read back under each field, in the admin's language, with what was typed kept; the save itself
// (and the SQL that refuses) is covered by tests/integration/shop-settings.test.ts and the e2e spec.
const api = vi.hoisted(() => ({ mutate: vi.fn() }));

vi.mock('../api/settings', async (importActual) => {
  const actual = await importActual<typeof import('../api/settings')>();
  return { ...actual, useSaveLegalFacts: () => ({ isPending: false, mutate: api.mutate }) };
});

/** The database's refusal of a SIRET and a VAT number, as PostgREST answers it. */
const REFUSAL = {
  code: '23514',
  message: 'invalid_legal_facts',
  details: JSON.stringify([
    { field: 'siret', code: 'siret_check_digit' },
    { field: 'vatNumber', code: 'vat_siren_mismatch' },
  ]),
};

describe('LegalFactsForm', () => {
  beforeEach(() => {
    api.mutate.mockReset();
    api.mutate.mockImplementation((_facts: unknown, { onError }: { onError: (error: unknown) => void }) =>
      onError(REFUSAL),
    );
  });

  it('puts each refused fact’s problem under it in French, keeps what was typed and focuses the first', async () => {
    await renderWithApp(<LegalFactsForm initial={DEMO_FACTS} />, { language: 'fr' });
    const siret = await screen.findByLabelText('SIRET');
    fireEvent.change(siret, { target: { value: '732 829 320 00075' } });
    fireEvent.change(screen.getByLabelText('Directeur de la publication'), {
      target: { value: 'Alix Martin' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les informations légales' }));

    expect(api.mutate.mock.calls[0]?.[0]).toMatchObject({
      siret: '732 829 320 00075',
      publicationDirector: 'Alix Martin',
    });
    expect(screen.getByRole('alert').textContent).toContain('2 informations ne sont pas valides');
    expect(siret.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(siret.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
    ).toContain('La clé de contrôle de ce SIRET est fausse');
    expect(screen.getByText(/Ce numéro de TVA n’est pas celui du SIRET ci-dessus/)).toBeTruthy();
    expect(document.activeElement).toBe(siret);
    expect((siret as HTMLInputElement).value).toBe('732 829 320 00075');
    expect((screen.getByLabelText('Directeur de la publication') as HTMLInputElement).value).toBe(
      'Alix Martin',
    );
  });

  it('edits the opening hours in both languages and puts a missing translation beside its field', async () => {
    api.mutate.mockImplementation((_facts: unknown, { onError }: { onError: (error: unknown) => void }) =>
      onError({
        ...REFUSAL,
        details: JSON.stringify([{ field: 'contactHours.fr', code: 'translation_missing' }]),
      }),
    );
    await renderWithApp(<LegalFactsForm initial={DEMO_FACTS} />);
    const english = await screen.findByLabelText('Opening hours, in English');
    const french = screen.getByLabelText('Opening hours, in French');
    expect((french as HTMLInputElement).value).toBe(DEMO_FACTS.contactHours.fr);
    fireEvent.change(english, { target: { value: 'Tuesday to Saturday, 11 am to 7 pm' } });
    fireEvent.change(french, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the legal facts' }));

    expect(api.mutate.mock.calls[0]?.[0]).toMatchObject({
      contactHours: { en: 'Tuesday to Saturday, 11 am to 7 pm', fr: '' },
    });
    expect(french.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(french.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
    ).toBe('Write the hours in this language too, or clear them in both.');
    expect(document.activeElement).toBe(french);
  });

  it('says a refusal that is not about a field, in English', async () => {
    api.mutate.mockImplementation((_facts: unknown, { onError }: { onError: (error: unknown) => void }) =>
      onError({ code: '42501', message: 'two_factor_required' }),
    );
    await renderWithApp(<LegalFactsForm initial={DEMO_FACTS} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save the legal facts' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Confirm your second factor again, then save. Nothing was saved.',
    );
  });
});
