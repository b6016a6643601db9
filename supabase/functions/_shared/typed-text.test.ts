// The typed-text rules hold the same cases as their SQL twins (tests/integration/linkless-names.test.ts and
// plain-email.test.ts hold the SQL side).
import { describe, expect, it } from 'vitest';
import { mailName, nameHasLink, plainEmail } from './typed-text.ts';

describe('plainEmail', () => {
  it('trims and lower-cases one plain address', () => {
    expect(plainEmail('  Elise.Marchetti+Salon@Example.FR \n')).toBe('elise.marchetti+salon@example.fr');
  });

  it.each([
    'n1<victim@example.com>',
    'Victim <victim@example.com>',
    'a@example.com,victim@example.com',
    'a@b@example.com',
    'a b@example.com',
    'a\u200b@example.com',
    '\u202emoc.elpmaxe@a',
    'élise@example.fr',
    'a@localhost',
    'a..b@example.com',
    '\u212a@example.com',
    `${'a'.repeat(65)}@example.com`,
    '',
  ])('refuses %s', (text) => {
    expect(plainEmail(text)).toBeNull();
  });
});

describe('nameHasLink', () => {
  it.each(['Ada', 'J.-P. Sartre', 'Ada L.', "O'Brien", 'Élise Marchetti', 'Dr. Who', 'Marie-Thérèse'])(
    'lets %s through',
    (name) => {
      expect(nameHasLink(name)).toBe(false);
      expect(mailName(` ${name} `)).toBe(name);
    },
  );

  it.each([
    'https://evil.example',
    'evil.example',
    'www.x',
    'a@b',
    'evil。com',
    'evil\u200b.com',
    'x:y',
    'a/b',
    '<b>',
    'St.Clair',
  ])('refuses %s', (name) => {
    expect(nameHasLink(name)).toBe(true);
    expect(mailName(name)).toBeUndefined();
  });
});
