// The account mails' templates as `supabase config push` sends them and the local Auth renders them: the files
// are what build.ts writes from the words and the order mails' layout, config.toml names them with the same
// subjects, and each kind reads in the customer's language with the fields GoTrue fills in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthMailTemplates, renderAuthMail } from '../local/auth/auth-templates';
import { readProjectConfig } from '../local/config';
import { AUTH_MAIL_KINDS } from './auth-mail-words';
import { authMailTemplate, templateFile, TEMPLATES_DIR } from './build';

const SUPABASE_DIR = path.dirname(TEMPLATES_DIR);
const config = readProjectConfig(path.join(SUPABASE_DIR, 'config.toml'));
const templates = loadAuthMailTemplates(config.authMailTemplates, SUPABASE_DIR);
const URL = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http://localhost:5173/';

const data = (locale: string | undefined) => ({
  SiteURL: 'http://localhost:5173',
  ConfirmationURL: URL,
  Token: '123456',
  TokenHash: 'abc',
  Email: 'ada@example.test',
  NewEmail: 'ada.new@example.test',
  Data: locale ? { full_name: 'Ada Lovelace', locale } : {},
});

describe('account mail templates', () => {
  it.each(AUTH_MAIL_KINDS)('%s.html is what build.ts writes (npm run mail:auth-templates)', (kind) => {
    expect(readFileSync(templateFile(kind), 'utf8')).toBe(authMailTemplate(kind).html);
  });

  it.each(AUTH_MAIL_KINDS)('config.toml pushes %s with its subject and file', (kind) => {
    expect(config.authMailTemplates[kind]).toEqual({
      subject: authMailTemplate(kind).subject,
      contentPath: `./supabase/templates/${kind}.html`,
    });
  });

  for (const kind of AUTH_MAIL_KINDS) {
    for (const locale of ['en', 'fr'] as const) {
      it(`writes ${kind} in ${locale} in the brand's layout`, () => {
        const mail = renderAuthMail(templates, kind, data(locale));
        expect(mail.subject).toMatch(/^Maison Immortela · \S/);
        expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}">`));
        expect(mail.html).toContain(locale === 'fr' ? 'Bonjour Ada Lovelace,' : 'Hello Ada Lovelace,');
        expect(mail.html).not.toMatch(/\{\{|<no value>|undefined/);
        // No image at all (clients that block them still show the whole letter); any one would need its alt.
        for (const image of mail.html.match(/<img\b[^>]*>/g) ?? []) expect(image).toMatch(/\salt="[^"]+"/);
        if (kind === 'reauthentication') expect(mail.html).toContain('123456');
        else expect(mail.html).toContain(`href="${URL.replace(/&/g, '&amp;')}"`);
      });
    }
    it(`writes ${kind} differently in French and English, and in English without a locale`, () => {
      const fr = renderAuthMail(templates, kind, data('fr'));
      const en = renderAuthMail(templates, kind, data('en'));
      expect(fr.subject).not.toBe(en.subject);
      expect(renderAuthMail(templates, kind, data(undefined)).subject).toBe(en.subject);
      expect(renderAuthMail(templates, kind, data(undefined)).html).toContain('<html lang="en">');
    });
  }

  it('names both addresses in the e-mail change mail', () => {
    const mail = renderAuthMail(templates, 'email_change', data('fr'));
    expect(mail.html).toContain('ada@example.test');
    expect(mail.html).toContain('ada.new@example.test');
  });
});
