// content-admin's reading of its body, and the sanitizing of a draft's bodies before SQL: a malformed call is
// answered with the field at fault, a hostile body never reaches SQL as it was sent.
import { describe, expect, it } from 'vitest';
import { parseContentRequest } from './request.ts';
import { sanitizeDraft } from './sanitize-draft.ts';
import { sqlRefusal } from './sql-errors.ts';

const ID = '2f1c1a52-8d0e-4a4e-9a55-0c1b7f3e9d10';
const DRAFT = {
  shared: { author: 'A' },
  en: { title: 'T', body: '<p>x</p>' },
  fr: { title: 'T', body: '<p>x</p>' },
};

describe('parseContentRequest', () => {
  it('reads each action of the contract', () => {
    expect(parseContentRequest({ action: 'save', kind: 'article', key: 'k', draft: DRAFT })).toEqual({
      ok: true,
      action: { action: 'save', id: null, kind: 'article', key: 'k', draft: DRAFT, autosave: false },
    });
    expect(
      parseContentRequest({
        action: 'save',
        id: ID.toUpperCase(),
        kind: 'page',
        key: 'home',
        draft: DRAFT,
        autosave: true,
      }),
    ).toMatchObject({ ok: true, action: { id: ID, autosave: true } });
    expect(parseContentRequest({ action: 'publish', id: ID })).toEqual({
      ok: true,
      action: { action: 'publish', id: ID, at: null },
    });
    expect(parseContentRequest({ action: 'publish', id: ID, at: '2030-01-02T10:00:00+02:00' })).toEqual({
      ok: true,
      action: { action: 'publish', id: ID, at: '2030-01-02T08:00:00.000Z' },
    });
    for (const action of ['unpublish', 'delete', 'cancel-schedule'])
      expect(parseContentRequest({ action, id: ID })).toEqual({ ok: true, action: { action, id: ID } });
    expect(parseContentRequest({ action: 'restore', revisionId: 12 })).toEqual({
      ok: true,
      action: { action: 'restore', revisionId: 12 },
    });
    expect(
      parseContentRequest({ action: 'set-build-hook', url: ' https://api.netlify.com/build_hooks/x ' }),
    ).toEqual({
      ok: true,
      action: { action: 'set-build-hook', url: 'https://api.netlify.com/build_hooks/x' },
    });
    expect(parseContentRequest({ action: 'set-build-hook', url: '' })).toEqual({
      ok: true,
      action: { action: 'set-build-hook', url: null },
    });
  });

  it.each([
    [null, 'invalid_request', undefined],
    [{ action: 'drop' }, 'invalid_request', 'action'],
    [{ action: 'save', kind: 'article', draft: DRAFT }, 'content_slug_required', 'key'],
    [{ action: 'save', kind: 'article', key: '  ', draft: DRAFT }, 'content_slug_required', 'key'],
    [{ action: 'save', kind: 'article', key: 3, draft: DRAFT }, 'invalid_request', 'key'],
    [{ action: 'save', kind: 'post', key: 'k', draft: DRAFT }, 'invalid_request', 'kind'],
    [{ action: 'save', id: 'nope', kind: 'article', key: 'k', draft: DRAFT }, 'invalid_request', 'id'],
    [{ action: 'save', kind: 'article', key: 'k', draft: { en: {}, fr: {} } }, 'invalid_request', 'draft'],
    [
      { action: 'save', kind: 'article', key: 'k', draft: DRAFT, autosave: 'yes' },
      'invalid_request',
      'autosave',
    ],
    [{ action: 'publish' }, 'invalid_request', 'id'],
    [{ action: 'publish', id: ID, at: 'tomorrow' }, 'invalid_request', 'at'],
    [{ action: 'publish', id: ID, at: '2030-01-02' }, 'invalid_request', 'at'],
    [{ action: 'restore', revisionId: '12' }, 'invalid_request', 'revisionId'],
    [{ action: 'set-build-hook' }, 'invalid_request', 'url'],
  ])('refuses %j with %s', (body, code, field) => {
    const parsed = parseContentRequest(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect([parsed.refusal.code, parsed.refusal.field]).toEqual([code, field]);
  });
});

describe('sanitizeDraft', () => {
  it('cleans both bodies and leaves the rest of the draft as it was', () => {
    const result = sanitizeDraft({
      shared: { author: 'A' },
      en: { title: '<b>T</b>', body: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
      fr: { title: 'T', body: '<p>Salut</p><iframe src="https://evil.example"></iframe>' },
    });
    expect(result).toEqual({
      ok: true,
      draft: {
        shared: { author: 'A' },
        en: { title: '<b>T</b>', body: '<p>Hi</p>' },
        fr: { title: 'T', body: '<p>Salut</p>' },
      },
    });
  });

  it('names the language whose body holds a refused link, or is not text', () => {
    const refused = sanitizeDraft({ ...DRAFT, fr: { body: '<a href="javascript:alert(1)">x</a>' } });
    expect(refused).toMatchObject({ ok: false, refusal: { code: 'content_link_refused', field: 'fr.body' } });
    expect(sanitizeDraft({ ...DRAFT, en: { body: ['<p>'] } })).toMatchObject({
      ok: false,
      refusal: { code: 'invalid_request', field: 'en.body' },
    });
  });

  it('passes a page, which has no body, as it is', () => {
    const page = { shared: {}, en: { hero: { title: 'H' } }, fr: { hero: { title: 'H' } } };
    expect(sanitizeDraft(page)).toEqual({ ok: true, draft: page });
  });
});

describe('sqlRefusal', () => {
  it('answers the contract codes with their status and field, and nothing else', () => {
    expect(
      sqlRefusal({ message: 'content_slug_taken', hint: 'That address is used', details: 'key' }),
    ).toEqual({
      status: 409,
      code: 'content_slug_taken',
      message: 'That address is used',
      field: 'key',
    });
    expect(sqlRefusal({ message: 'content_not_found', details: 'no such document: 12' })).toEqual({
      status: 404,
      code: 'content_not_found',
      message: 'content_not_found',
    });
    expect(sqlRefusal({ message: 'content_title_required', details: 'fr.title' })).toMatchObject({
      status: 400,
      field: 'fr.title',
    });
    expect(sqlRefusal({ message: 'permission denied for function content_publish' })).toBeUndefined();
  });

  it('passes on what each language lacks when nothing can be published', () => {
    expect(
      sqlRefusal({
        message: 'content_nothing_complete',
        details: '{"en": ["body"], "fr": ["title", "body"]}',
      }),
    ).toEqual({
      status: 400,
      code: 'content_nothing_complete',
      message: 'content_nothing_complete',
      missing: { en: ['body'], fr: ['title', 'body'] },
    });
  });
});
