// The words of the account mails hosted Auth sends (sign-up confirmation, password recovery, magic link, e-mail
// change, reauthentication, invitation), in English and French, with the Go template fields GoTrue fills in
// (internal/mailer/templatemailer/templatemailer.go): ConfirmationURL, Token, Email, NewEmail and Data, the
// user's metadata, whose `locale` the shop's sign-up sets. build.ts puts them in the order mails' layout.
import type { Locale, MailContent } from '../functions/_shared/mail/layout.ts';

/** The `[auth.email.template.<kind>]` names of config.toml (the Supabase CLI's keys). */
export const AUTH_MAIL_KINDS = [
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
  'invite',
] as const;
export type AuthMailKind = (typeof AUTH_MAIL_KINDS)[number];

const URL = '{{ .ConfirmationURL }}';

const greeting: Record<Locale, string> = {
  en: '{{ if .Data.full_name }}Hello {{ .Data.full_name }},{{ else }}Hello,{{ end }}',
  fr: '{{ if .Data.full_name }}Bonjour {{ .Data.full_name }},{{ else }}Bonjour,{{ end }}',
};

const copyLink: Record<Locale, string> = {
  en: `If the button does not open, copy this address into your browser: ${URL}`,
  fr: `Si le bouton ne s’ouvre pas, copiez cette adresse dans votre navigateur : ${URL}`,
};

type Words = Omit<MailContent, 'greeting'> & { greeting?: string };

export const AUTH_MAIL_WORDS: Record<AuthMailKind, Record<Locale, Words>> = {
  confirmation: {
    en: {
      subject: 'Confirm your email address',
      paragraphs: [
        'Thank you for creating your Maison Immortela account. Confirm that this address is yours: the button below confirms it and signs you in.',
      ],
      action: { label: 'Confirm my email address', url: URL },
      after: [copyLink.en, 'If you did not create this account, ignore this mail: nothing will happen.'],
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      paragraphs: [
        'Merci d’avoir créé votre compte Maison Immortela. Confirmez que cette adresse est bien la vôtre : le bouton ci-dessous la confirme et vous connecte.',
      ],
      action: { label: 'Confirmer mon adresse e-mail', url: URL },
      after: [copyLink.fr, 'Si vous n’avez pas créé ce compte, ignorez ce message : rien ne se passera.'],
    },
  },
  recovery: {
    en: {
      subject: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password of your Maison Immortela account. The button below signs you in and lets you choose a new password. It works once, within one hour.',
      ],
      action: { label: 'Choose a new password', url: URL },
      after: [copyLink.en, 'If you did not ask for this, ignore this mail: your password stays as it is.'],
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Maison Immortela. Le bouton ci-dessous vous connecte et vous permet d’en choisir un nouveau. Il ne sert qu’une fois, dans l’heure.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: URL },
      after: [
        copyLink.fr,
        'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
      ],
    },
  },
  magic_link: {
    en: {
      subject: 'Your sign-in link',
      paragraphs: ['Here is your link to sign in to Maison Immortela. It works once, within one hour.'],
      action: { label: 'Sign in', url: URL },
      after: [
        'Or enter this code: {{ .Token }}',
        copyLink.en,
        'If you did not ask for it, ignore this mail.',
      ],
    },
    fr: {
      subject: 'Votre lien de connexion',
      paragraphs: [
        'Voici votre lien pour vous connecter à Maison Immortela. Il ne sert qu’une fois, dans l’heure.',
      ],
      action: { label: 'Me connecter', url: URL },
      after: [
        'Ou saisissez ce code : {{ .Token }}',
        copyLink.fr,
        'Si vous ne l’avez pas demandé, ignorez ce message.',
      ],
    },
  },
  email_change: {
    en: {
      subject: 'Confirm your new email address',
      paragraphs: [
        'You asked to change the email address of your Maison Immortela account from {{ .Email }} to {{ .NewEmail }}. Confirm the change with the button below.',
        'For your security this mail goes to both addresses: the change is made once both have confirmed it.',
      ],
      action: { label: 'Confirm the change', url: URL },
      after: [
        copyLink.en,
        'If you did not ask for this change, ignore this mail: your address stays as it is.',
      ],
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      paragraphs: [
        'Vous avez demandé à remplacer l’adresse e-mail de votre compte Maison Immortela, {{ .Email }}, par {{ .NewEmail }}. Confirmez ce changement avec le bouton ci-dessous.',
        'Par sécurité, ce message est envoyé aux deux adresses : le changement est fait quand les deux l’ont confirmé.',
      ],
      action: { label: 'Confirmer le changement', url: URL },
      after: [
        copyLink.fr,
        'Si vous n’avez pas demandé ce changement, ignorez ce message : votre adresse reste inchangée.',
      ],
    },
  },
  reauthentication: {
    en: {
      subject: 'Your verification code',
      paragraphs: [
        'Your verification code: {{ .Token }}',
        'Enter it on the site to confirm it is you. It works once, within one hour. If you did not ask for it, someone may know your password: choose a new one.',
      ],
    },
    fr: {
      subject: 'Votre code de vérification',
      paragraphs: [
        'Votre code de vérification : {{ .Token }}',
        'Saisissez-le sur le site pour confirmer que c’est bien vous. Il ne sert qu’une fois, dans l’heure. Si vous ne l’avez pas demandé, quelqu’un connaît peut-être votre mot de passe : changez-le.',
      ],
    },
  },
  invite: {
    en: {
      subject: 'Your invitation',
      paragraphs: [
        'You are invited to create your Maison Immortela account. The button below confirms your address and signs you in.',
      ],
      action: { label: 'Accept the invitation', url: URL },
      after: ['Or enter this code: {{ .Token }}', copyLink.en],
    },
    fr: {
      subject: 'Votre invitation',
      paragraphs: [
        'Vous êtes invité à créer votre compte Maison Immortela. Le bouton ci-dessous confirme votre adresse et vous connecte.',
      ],
      action: { label: 'Accepter l’invitation', url: URL },
      after: ['Ou saisissez ce code : {{ .Token }}', copyLink.fr],
    },
  },
};

export const greetingOf = (words: Words, locale: Locale): string => words.greeting ?? greeting[locale];
