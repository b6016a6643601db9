import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { ContactForm } from './contact-form';
import { useTypedBeforeHydration } from './form-parts';

const rpc = vi.fn(async () => ({ error: null }));
vi.mock('@/lib/get-supabase', () => ({ getSupabase: async () => ({ rpc }) }));

type Values = { name: string; note: string; country: string };

/** A form whose state is shown beside it, so a test reads what React holds, not what the fields show. */
function Probe({ initial }: { initial: Values }) {
  const [values, setValues] = useState(initial);
  const form = useTypedBeforeHydration(setValues);
  return (
    <form ref={form}>
      <input aria-label="Name" name="name" value={values.name} onChange={() => undefined} />
      <textarea aria-label="Note" name="note" value={values.note} onChange={() => undefined} />
      <select aria-label="Country" name="country" value={values.country} onChange={() => undefined}>
        <option value="">Choose</option>
        <option value="FR">France</option>
      </select>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  rpc.mockClear();
});

/** Puts the server's HTML of `ui` in the page, lets `type` change it as a visitor would, then hydrates it. */
async function typeThenHydrate(ui: ReactNode, type: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  type();
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

describe('useTypedBeforeHydration', () => {
  it('takes what was typed into the pre-rendered fields into state, and leaves the others', async () => {
    await typeThenHydrate(<Probe initial={{ name: '', note: 'kept', country: '' }} />, () => {
      field('Name').value = 'Jeanne';
      screen.getByLabelText<HTMLSelectElement>('Country').value = 'FR';
    });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      name: 'Jeanne',
      note: 'kept',
      country: 'FR',
    });
    expect(field('Name')).toHaveValue('Jeanne');
    expect(field('Note')).toHaveValue('kept');
  });

  it('changes nothing when nothing was typed or when React rendered the form itself', async () => {
    const initial = { name: 'Ana', note: '', country: 'FR' };
    await typeThenHydrate(<Probe initial={initial} />, () => undefined);
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual(initial);
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';

    render(<Probe initial={initial} />);
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual(initial);
  });
});

async function contactForm(language: Language) {
  const i18n = setupI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'content']);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm />
    </QueryClientProvider>
  );
}

describe('the contact form typed into before hydration', () => {
  it('sends what was typed', async () => {
    await typeThenHydrate(await contactForm('en'), () => {
      field('Name').value = 'Jeanne Leca';
      field('Email').value = 'jeanne@example.com';
      field('Subject').value = 'Typed early';
      field('Message').value = 'Written before the page was ready.';
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Jeanne Leca.');
    expect(rpc).toHaveBeenCalledWith(
      'submit_contact_message',
      expect.objectContaining({
        name: 'Jeanne Leca',
        email: 'jeanne@example.com',
        subject: 'Typed early',
        message: 'Written before the page was ready.',
        locale: 'en',
      }),
    );
  });

  it('checks it in French and keeps it in its fields', async () => {
    await typeThenHydrate(await contactForm('fr'), () => {
      field('Nom').value = 'Paul Orsini';
      field('E-mail').value = 'paul@';
      field('Message').value = 'Trop cour';
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(
      await screen.findByText(
        'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr, sans nom ni chevrons autour.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Veuillez remplir ce champ.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez écrire au moins 10 caractères.')).toBeInTheDocument();
    expect(field('Nom')).toHaveValue('Paul Orsini');
    expect(field('E-mail')).toHaveValue('paul@');
    expect(field('Objet')).toHaveValue('');
    expect(field('Message')).toHaveValue('Trop cour');
    expect(field('Nom')).not.toHaveAttribute('aria-invalid');
    expect(rpc).not.toHaveBeenCalled();
  });
});
