import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { fakeSupabase, functionRefusal } from '@/test/fake-supabase';
import { emptyArticle, type ContentDocument } from '@/features/admin/content-document-model';
import { ArticleEditor } from './article-editor';

// The editor's behaviour with the supabase client replaced: what it sends to content-admin, what it shows of
// the answers. The function itself is covered against the local backend (integration and e2e).
const backend = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeSupabase> | null }));
vi.mock('@/lib/get-supabase', () => ({ getSupabase: () => Promise.resolve(backend.current?.client) }));

function saved(overrides: Partial<ContentDocument> = {}): ContentDocument {
  return {
    id: 'd1',
    kind: 'article',
    key: 'autumn-ritual',
    draft: {},
    draft_saved_at: '2026-11-27T14:00:00Z',
    draft_saved_by: 'me',
    published: null,
    published_languages: null,
    published_at: null,
    published_by: null,
    first_published_at: null,
    scheduled: null,
    scheduled_languages: null,
    scheduled_for: null,
    scheduled_by: null,
    created_at: '2026-11-27T14:00:00Z',
    updated_at: '2026-11-27T14:00:00Z',
    ...overrides,
  };
}

async function renderEditor(language: 'en' | 'fr' = 'en', document: ContentDocument | null = null) {
  const onCreated = vi.fn();
  await renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ArticleEditor
        document={document}
        blank={emptyArticle('2026-11-27')}
        me="me"
        previewHref={(id, lang) => `/admin/content/preview/${id}/${lang}`}
        listHref="/admin/content"
        onCreated={onCreated}
        onDeleted={vi.fn()}
        autosaveDelay={20}
      />
    </QueryClientProvider>,
    { language },
  );
  return { onCreated };
}

beforeEach(() => {
  backend.current = fakeSupabase({ products: [], content_revisions: [] });
});

// Longer than the default 5 s: each test mounts the editor's forms in jsdom (two Tiptap editors for an article)
// and the first loads the admin-content strings; alone it takes 1 to 2 s, on a busy shared machine more than 5.
describe('ArticleEditor', { timeout: 15_000 }, () => {
  it('makes the slug from the English title and autosaves the new article once typing stops', async () => {
    const invoke = backend.current!.invoke;
    invoke.mockResolvedValue({ data: { document: saved() }, error: null });
    const { onCreated } = await renderEditor();
    expect(await screen.findByText('English: 4 fields missing')).toBeInTheDocument();
    expect(screen.getByText('French: 4 fields missing')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Autumn ritual' } });
    expect(screen.getByLabelText('Slug (address)')).toHaveValue('autumn-ritual');
    expect(screen.getByText('English: 3 fields missing')).toBeInTheDocument();
    expect(await screen.findByText(/^Saved at \d/)).toHaveAttribute('role', 'status');
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('content-admin', {
      body: expect.objectContaining({
        action: 'save',
        kind: 'article',
        key: 'autumn-ritual',
        autosave: true,
        draft: expect.objectContaining({ en: expect.objectContaining({ title: 'Autumn ritual' }) }),
      }),
    });
    expect(invoke.mock.calls[0]?.[1].body).not.toHaveProperty('id');
    expect(onCreated).toHaveBeenCalledWith('d1');
    // The next save updates the article it created.
    fireEvent.change(screen.getByLabelText('Excerpt (English)'), { target: { value: 'Gold in a bottle.' } });
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    expect(invoke.mock.calls[1]?.[1].body).toMatchObject({ id: 'd1', action: 'save' });
  });

  it('keeps what was typed when a save is refused, and says why next to the field (French)', async () => {
    backend.current!.invoke.mockResolvedValue(functionRefusal('content_slug_taken', 'key', 409));
    await renderEditor('fr');
    fireEvent.change(screen.getByLabelText('Titre (anglais)'), { target: { value: 'Two drops of gold' } });
    const message = 'Un autre article utilise déjà cet identifiant : choisissez-en un autre.';
    expect(await screen.findByText(`Non enregistré : ${message}`)).toBeInTheDocument();
    const slug = screen.getByLabelText('Identifiant d’adresse (slug)');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Titre (anglais)')).toHaveValue('Two drops of gold');
  });

  it('does not send a draft without a slug, and says so', async () => {
    await renderEditor('en', null);
    fireEvent.change(screen.getByLabelText('Slug (address)'), { target: { value: 'Not A Slug' } });
    expect(
      await screen.findByText(
        'Not saved: Use only lower-case letters, digits and single hyphens (at most 96 characters).',
      ),
    ).toBeInTheDocument();
    expect(backend.current!.invoke).not.toHaveBeenCalled();
  });

  it('refuses a javascript: link in the body with a message in the admin’s language', async () => {
    await renderEditor('fr', saved({ draft: { en: { body: '<p>Texte</p>' } } }));
    const [toolbar] = screen.getAllByRole('toolbar', { name: /Mise en forme de Texte \(anglais\)/ });
    fireEvent.click(within(toolbar!).getByRole('button', { name: 'Lien' }));
    fireEvent.change(screen.getByLabelText('Adresse du lien'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer le lien' }));
    expect(screen.getByLabelText('Adresse du lien')).toHaveAccessibleDescription(
      'Les liens doivent commencer par https://, http://, mailto:, tel: ou / (une page de la boutique). Cette adresse est refusée.',
    );
  });
});
