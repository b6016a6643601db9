import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { fakeSupabase } from '@/test/fake-supabase';
import type { ContentDocument } from '@/features/admin/content-document-model';
import { PageEditor } from './page-editor';

// The brand page form generated from the page's JSON, with the supabase client replaced.
const backend = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeSupabase> | null }));
vi.mock('@/lib/get-supabase', () => ({ getSupabase: () => Promise.resolve(backend.current?.client) }));

const words = (intro: string, title: string) => ({
  hero: { title, subtitle: 'Sub', posterAlt: 'Flowers' },
  welcome: [intro, 'Second'],
  sections: [{ id: 'living-beauty', title: 'Living', text: 'Text' }],
});

const HOME: ContentDocument = {
  id: 'p1',
  kind: 'page',
  key: 'home',
  draft: {
    shared: { press: [{ id: 'vogue', outlet: 'Vogue France', href: 'https://www.vogue.fr/beaute' }] },
    en: words('Welcome', 'Maison Immortela'),
    fr: words('', 'Maison Immortela'),
  },
  draft_saved_at: '2026-11-27T14:00:00Z',
  draft_saved_by: 'me',
  published: null,
  published_languages: ['en', 'fr'],
  published_at: '2026-11-01T00:00:00Z',
  published_by: null,
  first_published_at: '2026-11-01T00:00:00Z',
  scheduled: null,
  scheduled_languages: [],
  scheduled_for: null,
  scheduled_by: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

async function renderEditor(language: 'en' | 'fr' = 'en') {
  await renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <PageEditor
        document={HOME}
        me="me"
        previewHref={(id, lang) => `/admin/content/preview/${id}/${lang}`}
        listHref="/admin/content"
        autosaveDelay={20}
      />
    </QueryClientProvider>,
    { language },
  );
}

beforeEach(() => {
  backend.current = fakeSupabase({ content_revisions: [] });
  backend.current.invoke.mockResolvedValue({ data: { document: HOME }, error: null });
});

// Longer than the default 5 s: each test mounts the editor's forms in jsdom (two Tiptap editors for an article)
// and the first loads the admin-content strings; alone it takes 1 to 2 s, on a busy shared machine more than 5.
describe('PageEditor', { timeout: 15_000 }, () => {
  it('draws a labelled group per object and list, English and French side by side, ids left out', async () => {
    await renderEditor();
    const hero = await screen.findByRole('group', { name: 'Hero' });
    expect(within(hero).getByLabelText('Title (English)')).toHaveValue('Maison Immortela');
    expect(within(hero).getByLabelText('Title (French)')).toHaveValue('Maison Immortela');
    const welcome = screen.getByRole('group', { name: 'Welcome text' });
    expect(within(welcome).getByLabelText('Item 1 (French)')).toHaveAccessibleDescription(
      'Missing: needed to publish in French.',
    );
    expect(screen.getByText('French: 1 field missing')).toBeInTheDocument();
    expect(screen.getByText('English: complete')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('living-beauty')).toBeNull();
  });

  it('autosaves the changed text in its place, keeping the structure', async () => {
    await renderEditor();
    const hero = await screen.findByRole('group', { name: 'Hero' });
    fireEvent.change(within(hero).getByLabelText('Title (French)'), { target: { value: 'Bienvenue' } });
    await waitFor(() => expect(backend.current!.invoke).toHaveBeenCalled());
    const body = backend.current!.invoke.mock.calls[0]?.[1].body as { draft: { fr: unknown; en: unknown } };
    expect(body).toMatchObject({ action: 'save', id: 'p1', kind: 'page', key: 'home', autosave: true });
    expect(body.draft.fr).toEqual({
      ...words('', 'Maison Immortela'),
      hero: { ...words('', '').hero, title: 'Bienvenue' },
    });
    expect(body.draft.en).toEqual(words('Welcome', 'Maison Immortela'));
  });

  it('refuses a press link that is not https next to it, and does not send it (French)', async () => {
    await renderEditor('fr');
    const address = await screen.findByLabelText('Adresse de l’article 1 (https)');
    fireEvent.change(address, { target: { value: 'http://www.vogue.fr' } });
    const message = 'Le lien presse doit être une adresse commençant par https://.';
    expect(address).toHaveAccessibleDescription(message);
    expect(await screen.findByText(`Non enregistré : ${message}`)).toBeInTheDocument();
    expect(backend.current!.invoke).not.toHaveBeenCalled();
  });
});
