import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { fakeSupabase, functionRefusal } from '@/test/fake-supabase';
import type { ContentDocument } from '@/features/admin/content-document-model';
import { PublishControls } from './publish-controls';

// The publishing buttons with the supabase client replaced: what they send, and how they tell the answer.
const backend = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeSupabase> | null }));
vi.mock('@/lib/get-supabase', () => ({ getSupabase: () => Promise.resolve(backend.current?.client) }));

const ARTICLE: ContentDocument = {
  id: 'd1',
  kind: 'article',
  key: 'autumn-ritual',
  draft: {},
  draft_saved_at: '2026-11-27T14:00:00Z',
  draft_saved_by: 'me',
  published: null,
  published_languages: [],
  published_at: null,
  published_by: null,
  first_published_at: null,
  scheduled: null,
  scheduled_languages: [],
  scheduled_for: null,
  scheduled_by: null,
  created_at: '2026-11-27T14:00:00Z',
  updated_at: '2026-11-27T14:00:00Z',
};

async function renderControls(document: ContentDocument, language: 'en' | 'fr' = 'en') {
  const save = vi.fn(() => Promise.resolve(document.id));
  const onDocument = vi.fn();
  const onDeleted = vi.fn();
  const labels: Record<string, string> = { title: 'Title', excerpt: 'Excerpt', body: 'Text' };
  await renderWithApp(
    <QueryClientProvider client={new QueryClient()}>
      <PublishControls
        document={document}
        me="me"
        save={save}
        fieldLabel={(field) => labels[field] ?? field}
        onDocument={onDocument}
        onDeleted={onDeleted}
      />
    </QueryClientProvider>,
    { language },
  );
  return { save, onDocument, onDeleted };
}

beforeEach(() => {
  backend.current = fakeSupabase();
});

// Longer than the default 5 s: each test mounts the editor's forms in jsdom (two Tiptap editors for an article)
// and the first loads the admin-content strings; alone it takes 1 to 2 s, on a busy shared machine more than 5.
describe('PublishControls', { timeout: 15_000 }, () => {
  it('saves first, publishes, and names the language left out with its missing fields', async () => {
    const published = {
      ...ARTICLE,
      published: {},
      published_languages: ['en'],
      published_at: '2026-11-27T14:10:00Z',
      published_by: 'me',
    };
    backend.current!.invoke.mockResolvedValue({
      data: { document: published, missing: { fr: ['title', 'excerpt'] } },
      error: null,
    });
    const { save, onDocument } = await renderControls(ARTICLE);
    expect(await screen.findByText('Draft, never published.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(
      await screen.findByText('Published in English only: the French title, excerpt are missing.'),
    ).toHaveAttribute('role', 'status');
    expect(save).toHaveBeenCalled();
    expect(backend.current!.invoke).toHaveBeenCalledWith('content-admin', {
      body: { action: 'publish', id: 'd1' },
    });
    expect(onDocument).toHaveBeenCalledWith(published);
  });

  it('tells what each language lacks when nothing could be published (French)', async () => {
    const refusal = functionRefusal('content_nothing_complete');
    refusal.error.context = new Response(
      JSON.stringify({
        error: { code: 'content_nothing_complete', message: 'x', missing: { en: ['body'], fr: ['title'] } },
      }),
      { status: 400 },
    );
    backend.current!.invoke.mockResolvedValue(refusal);
    await renderControls(ARTICLE, 'fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Publier maintenant' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Rien n’a été publié : aucune langue n’est complète/);
    expect(alert).toHaveTextContent('Manquant en anglais : text. Manquant en français : title.');
  });

  it('refuses a schedule in the past before asking, then schedules at the chosen moment', async () => {
    backend.current!.invoke.mockResolvedValue({ data: { document: ARTICLE, missing: {} }, error: null });
    await renderControls(ARTICLE, 'fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Programmer' }));
    fireEvent.change(screen.getByLabelText('Publier le'), { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Programmer la publication' }));
    expect(screen.getByLabelText('Publier le')).toHaveAccessibleDescription(
      'Choisissez une date et une heure dans le futur.',
    );
    expect(backend.current!.invoke).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Publier le'), { target: { value: '2099-06-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Programmer la publication' }));
    await waitFor(() =>
      expect(backend.current!.invoke).toHaveBeenCalledWith('content-admin', {
        body: { action: 'publish', id: 'd1', at: new Date('2099-06-01T09:30').toISOString() },
      }),
    );
  });

  it('offers cancel for a schedule to come, and deletes an article only after confirming', async () => {
    backend.current!.invoke.mockResolvedValue({ data: { document: null }, error: null });
    const { onDeleted } = await renderControls({
      ...ARTICLE,
      scheduled: {},
      scheduled_languages: ['en', 'fr'],
      scheduled_for: '2099-06-01T09:30:00Z',
      scheduled_by: 'someone',
    });
    expect(
      await screen.findByText(/^Scheduled for .* in English and French by another admin\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Delete article' });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the article autumn-ritual?' });
    expect(backend.current!.invoke).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(backend.current!.invoke).toHaveBeenCalledWith('content-admin', {
      body: { action: 'delete', id: 'd1' },
    });
  });

  it('does not offer to unpublish a brand page', async () => {
    await renderControls({
      ...ARTICLE,
      kind: 'page',
      key: 'home',
      published: {},
      published_languages: ['en', 'fr'],
    });
    expect(await screen.findByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete article' })).toBeNull();
  });
});
