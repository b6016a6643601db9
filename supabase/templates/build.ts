// Writes supabase/templates/<kind>.html, the account mails' Go templates that `supabase config push` sends to
// hosted Auth ([auth.email.template.<kind>] content_path in config.toml), from auth-mail-words.ts in the order
// mails' layout (layout.ts): one whole document per language, chosen by the user's metadata `locale`, so each
// carries its own <html lang>. Run `npm run mail:auth-templates` after changing the words or the layout;
// build.test.ts fails while the files or config.toml's subjects lag behind.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderLayout, type Locale } from '../functions/_shared/mail/layout.ts';
import { AUTH_MAIL_KINDS, AUTH_MAIL_WORDS, greetingOf, type AuthMailKind } from './auth-mail-words.ts';

export const TEMPLATES_DIR = path.dirname(fileURLToPath(import.meta.url));

/** GoTrue picks the branch from the metadata the sign-up stored; anything but "fr" (or none) reads English. */
const byLocale = (fr: string, en: string): string =>
  `{{ if eq .Data.locale "fr" }}${fr}{{ else }}${en}{{ end }}`;

export interface AuthMailTemplate {
  /** config.toml's `subject`: a Go template too on hosted (GoTrue parses it as the body). */
  subject: string;
  /** The file's content. */
  html: string;
}

export function authMailTemplate(kind: AuthMailKind): AuthMailTemplate {
  const rendered = (locale: Locale) => {
    const words = AUTH_MAIL_WORDS[kind][locale];
    return renderLayout({ ...words, greeting: greetingOf(words, locale) }, locale);
  };
  const fr = rendered('fr');
  const en = rendered('en');
  return { subject: byLocale(fr.subject, en.subject), html: `${byLocale(fr.html, en.html)}\n` };
}

export const templateFile = (kind: AuthMailKind): string => path.join(TEMPLATES_DIR, `${kind}.html`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const kind of AUTH_MAIL_KINDS) {
    const { subject, html } = authMailTemplate(kind);
    writeFileSync(templateFile(kind), html);
    console.log(
      `[auth.email.template.${kind}]\nsubject = '${subject}'\ncontent_path = "./supabase/templates/${kind}.html"\n`,
    );
  }
}
