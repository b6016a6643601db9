import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { DEMO_FACTS, type LegalFacts } from '../../../../supabase/functions/_shared/legal-facts';
import { ContactDetails } from './contact-details';

// The facts as the page reads them (the build's, then the live row); the live read itself is
// tests/e2e/contact-details.spec.ts's.
const live = vi.hoisted(() => ({ facts: undefined as unknown as LegalFacts }));
vi.mock('@/lib/live-legal-facts', () => ({ useLegalFacts: () => live.facts }));

describe('ContactDetails', () => {
  beforeEach(() => {
    live.facts = DEMO_FACTS;
  });

  it.each([
    ['en', 'Where to find us', 'Opening hours', 'France'],
    ['fr', 'Où nous trouver', 'Horaires d’ouverture', 'France'],
  ] as const)('gives the address, the email and the hours in %s', async (language, title, hours, country) => {
    const { container } = await renderWithApp(<ContactDetails />, { language });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const address = container.querySelector('address');
    expect(address?.textContent).toContain(DEMO_FACTS.address.street);
    expect(address?.textContent).toContain(`${DEMO_FACTS.address.postalCode} ${DEMO_FACTS.address.city}`);
    expect(address?.textContent).toContain(country);
    expect(screen.getByRole('link', { name: DEMO_FACTS.email }).getAttribute('href')).toBe(
      `mailto:${DEMO_FACTS.email}`,
    );
    expect(screen.getByText(hours).nextElementSibling?.textContent).toBe(DEMO_FACTS.contactHours[language]);
  });

  it('leaves the hours out when the owner keeps none', async () => {
    live.facts = { ...DEMO_FACTS, contactHours: { en: '', fr: '' } };
    await renderWithApp(<ContactDetails />);
    expect(await screen.findByRole('link', { name: DEMO_FACTS.email })).toBeTruthy();
    expect(screen.queryByText('Opening hours')).toBeNull();
  });
});
