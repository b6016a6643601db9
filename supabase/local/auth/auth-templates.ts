// The account mails' templates as hosted Auth takes them: `[auth.email.template.<kind>]` of config.toml
// (subject, a Go template, and content_path, the body's file relative to the project's root, as the CLI reads it), and for a kind without one
// GoTrue's own default subject and body (internal/mailer/templatemailer/templatemailer.go). Read and parsed
// once at start: a template outside the renderer's subset stops the backend with the reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GoTemplateError, parseGoTemplate, type GoTemplate } from './go-template.ts';

export type AuthMailKind =
  'confirmation' | 'recovery' | 'magic_link' | 'email_change' | 'reauthentication' | 'invite';

export type AuthMailTemplates = Record<AuthMailKind, { subject: GoTemplate; body: GoTemplate }>;

/** GoTrue's defaultTemplateSubjects and defaultTemplateBodies, used where config.toml sets none. */
const GOTRUE_DEFAULTS: Record<AuthMailKind, { subject: string; body: string }> = {
  invite: {
    subject: "You've been invited",
    body: `<h2>You've been invited</h2>\n\n<p>You've been invited to create an account. Follow the link below to accept.</p>\n<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  },
  confirmation: {
    subject: 'Confirm your email address',
    body: `<h2>Confirm your email address</h2>\n\n<p>Follow the link below to confirm this email address and finish signing up.</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>\n`,
  },
  recovery: {
    subject: 'Reset your password',
    body: `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>\n<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  magic_link: {
    subject: 'Your sign-in link',
    body: `<h2>Your sign-in link</h2>\n\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  },
  email_change: {
    subject: 'Confirm your new email address',
    body: `<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>\n<p>If you didn't request this change, you can safely ignore this email.</p>`,
  },
  reauthentication: {
    subject: '{{ .Token }} is your verification code',
    body: `<h2>Your verification code</h2>\n\n<p>Use the code below to verify your identity. It expires shortly.</p>\n<p>{{ .Token }}</p>`,
  },
};

const KINDS = Object.keys(GOTRUE_DEFAULTS) as AuthMailKind[];

export function loadAuthMailTemplates(
  configured: Record<string, { subject?: string; contentPath?: string }>,
  supabaseDir: string,
): AuthMailTemplates {
  const parse = (kind: string, part: string, source: string): GoTemplate => {
    try {
      return parseGoTemplate(source);
    } catch (error) {
      if (!(error instanceof GoTemplateError)) throw error;
      throw new Error(`config.toml [auth.email.template.${kind}] ${part}: ${error.message}`, {
        cause: error,
      });
    }
  };
  for (const kind of Object.keys(configured)) {
    if (!KINDS.includes(kind as AuthMailKind))
      throw new Error(
        `config.toml [auth.email.template.${kind}]: not a template hosted Auth knows (${KINDS.join(', ')})`,
      );
  }
  return Object.fromEntries(
    KINDS.map((kind) => {
      const own = configured[kind];
      const body = own?.contentPath
        ? // Relative to the project's root (the folder holding supabase/), as the CLI reads it for config push.
          readFileSync(path.resolve(path.dirname(supabaseDir), own.contentPath), 'utf8')
        : GOTRUE_DEFAULTS[kind].body;
      return [
        kind,
        {
          subject: parse(kind, 'subject', own?.subject || GOTRUE_DEFAULTS[kind].subject),
          body: parse(kind, own?.contentPath ?? 'default body', body),
        },
      ];
    }),
  ) as AuthMailTemplates;
}

export function renderAuthMail(
  templates: AuthMailTemplates,
  kind: AuthMailKind,
  data: Record<string, unknown>,
): { subject: string; html: string } {
  const template = templates[kind];
  return { subject: template.subject.render(data), html: template.body.render(data) };
}
