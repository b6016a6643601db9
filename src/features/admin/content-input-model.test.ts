import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin-content.json';
import fr from '@/locales/fr/admin-content.json';
import {
  CONTENT_ERROR_CODES,
  contentErrorKey,
  isAllowedLink,
  isHttpsUrl,
  scheduleTime,
  slugFromTitle,
  slugProblem,
} from './content-input-model';

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('slugs', () => {
  it('takes lower-case words joined by single hyphens, at most 96 characters', () => {
    expect(slugProblem('autumn-ritual-2')).toBeNull();
    expect(slugProblem('')).toBe('required');
    expect(slugProblem('Autumn')).toBe('invalid');
    expect(slugProblem('a--b')).toBe('invalid');
    expect(slugProblem('-a')).toBe('invalid');
    expect(slugProblem('a'.repeat(97))).toBe('invalid');
  });

  it('makes a slug from a title, accents and punctuation dropped', () => {
    expect(slugFromTitle('Le rituel d’automne : l’élixir !')).toBe('le-rituel-d-automne-l-elixir');
    expect(slugProblem(slugFromTitle(`${'Immortelle '.repeat(12)}x`))).toBeNull();
  });
});

describe('links', () => {
  it('takes https, http, mailto, tel and site paths', () => {
    for (const href of [
      'https://a.example/x',
      'http://a.example',
      'mailto:a@b.fr',
      'tel:+33100000000',
      '/journal',
    ]) {
      expect(isAllowedLink(href), href).toBe(true);
    }
  });

  it('refuses javascript:, data:, protocol-relative and unreadable addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
      '',
      'a b',
    ]) {
      expect(isAllowedLink(href), href).toBe(false);
    }
  });

  it('takes only https for press links and the build hook', () => {
    expect(isHttpsUrl('https://api.netlify.com/build_hooks/abc')).toBe(true);
    expect(isHttpsUrl('http://vogue.example')).toBe(false);
    expect(isHttpsUrl('vogue.example')).toBe(false);
  });
});

describe('scheduleTime', () => {
  const now = new Date('2026-11-27T14:00:00');
  it('takes a moment in the future and refuses one now or before', () => {
    expect(scheduleTime('2026-11-27T14:05', now)).toEqual({
      at: new Date('2026-11-27T14:05'),
      problem: null,
    });
    expect(scheduleTime('2026-11-27T14:00', now).problem).toBe('past');
    expect(scheduleTime('', now).problem).toBe('required');
    expect(scheduleTime('tomorrow', now).problem).toBe('invalid');
  });
});

describe('contentErrorKey', () => {
  it('translates every code of the contract in English and French', () => {
    expect(CONTENT_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'content_slug_required',
        'content_slug_invalid',
        'content_slug_taken',
        'content_title_required',
        'content_shape_changed',
        'content_link_refused',
        'content_nothing_complete',
        'content_schedule_past',
        'content_not_found',
        'content_press_link_invalid',
        'content_build_hook_invalid',
        'content_forbidden',
        'two_factor_required',
      ]),
    );
    for (const code of [...CONTENT_ERROR_CODES, 'something_else']) {
      const key = contentErrorKey(code);
      expect(typeof lookup(en, key), `${code} in English`).toBe('string');
      expect(typeof lookup(fr, key), `${code} in French`).toBe('string');
      expect(lookup(fr, key)).not.toBe(lookup(en, key));
    }
    expect(contentErrorKey('something_else')).toBe('errors.failed');
  });
});
