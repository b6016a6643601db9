// The brand's look for every mail: a multipart message whose HTML part is one centred column on cream, the
// house name in the brand's serif on moss, inline styles only and no remote images (clients that block images
// or styles still show a readable letter), and the text part the same words.

export type Locale = 'en' | 'fr';

/** A mail's words before the layout: paragraphs, optional lines of items, an action button, a footer. */
export interface MailContent {
  subject: string;
  /** The first line ("Hello Ada,"). */
  greeting: string;
  paragraphs: string[];
  /** Items shown as a small table ("Candle × 2: €120"). */
  rows?: { label: string; value?: string }[];
  /** Amounts after the items, one a line ("Total: €120"). */
  amounts?: { label: string; value: string }[];
  /** The one thing to do, shown as a button in HTML and as the first link of the text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action (legal information, where to follow the order). */
  after?: string[];
  /** The subject as is, without the house name before it (when it already names the house). */
  plainSubject?: boolean;
  /** Marketing mail only: the plain unsubscribe text and link. */
  unsubscribe?: { text: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Maison Immortela';
const COLORS = { cream: '#f8f4ec', ink: '#24231f', moss: '#3d4a34', sand: '#ece4d4', gold: '#a8834a' };
const SERIF = "'Cormorant Garamond', Georgia, Cambria, 'Times New Roman', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Text with its line breaks kept and, in the shop's own sentences, its addresses made links. The greeting is
 * never linked: it carries the name a person typed (a mail never carries a stranger's link).
 */
function paragraphHtml(text: string, links = true): string {
  const escaped = escapeHtml(text);
  if (!links) return `<p style="margin:0 0 16px;line-height:1.55">${escaped.replace(/\n/g, '<br>')}</p>`;
  const linked = escaped.replace(
    /https?:\/\/[^\s<]+[^\s<.,;:!?)]/g,
    (url) => `<a href="${url}" style="color:${COLORS.moss}">${url}</a>`,
  );
  return `<p style="margin:0 0 16px;line-height:1.55">${linked.replace(/\n/g, '<br>')}</p>`;
}

export function renderLayout(content: MailContent, locale: Locale): RenderedMail {
  const rowsText = (content.rows ?? [])
    .map((row) =>
      row.value === undefined
        ? `- ${row.label}`
        : `- ${row.label}${locale === 'fr' ? ' : ' : ': '}${row.value}`,
    )
    .join('\n');
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(rowsText ? [rowsText] : []),
    ...(content.amounts?.length
      ? [content.amounts.map((row) => `${row.label}${locale === 'fr' ? ' : ' : ': '}${row.value}`).join('\n')]
      : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.after ?? []),
    BRAND,
    ...(content.unsubscribe ? [`--\n${content.unsubscribe.text}\n${content.unsubscribe.url}`] : []),
  ].join('\n\n');

  const rowsHtml = content.rows?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${content.rows
        .map(
          (row) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid ${COLORS.sand}">${escapeHtml(row.label)}</td>` +
            `<td align="right" style="padding:6px 0;border-bottom:1px solid ${COLORS.sand};white-space:nowrap">${escapeHtml(row.value ?? '')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const amountsHtml = content.amounts?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${content.amounts
        .map(
          (row) =>
            `<tr><td style="padding:3px 0">${escapeHtml(row.label)}</td><td align="right" style="padding:3px 0;white-space:nowrap;font-weight:600">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const actionHtml = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${COLORS.moss};color:${COLORS.cream};text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const unsubscribeHtml = content.unsubscribe
    ? `<p style="margin:24px 0 0;font-size:13px;color:#55524a">${escapeHtml(content.unsubscribe.text)} <a href="${escapeHtml(content.unsubscribe.url)}" style="color:${COLORS.moss}">${escapeHtml(content.unsubscribe.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.cream};color:${COLORS.ink};font-family:${SANS};font-size:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.cream}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.sand};border-radius:8px">
<tr><td style="background:${COLORS.moss};color:${COLORS.cream};padding:20px 28px;border-radius:8px 8px 0 0;font-family:${SERIF};font-size:26px;letter-spacing:.04em">${BRAND}</td></tr>
<tr><td style="padding:28px">
${content.greeting ? paragraphHtml(content.greeting, false) : ''}
${content.paragraphs.map((part) => paragraphHtml(part)).join('\n')}
${rowsHtml}
${amountsHtml}
${actionHtml}
${(content.after ?? []).map((part) => paragraphHtml(part)).join('\n')}
<p style="margin:24px 0 0;font-family:${SERIF};font-size:20px;color:${COLORS.moss}">${BRAND}</p>
${unsubscribeHtml}
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject: content.plainSubject ? content.subject : `${BRAND} · ${content.subject}`, text, html };
}

/** A mail SQL already worded (its subject and text): the same layout around its paragraphs. */
export function renderWorded(subject: string, bodyText: string, locale: Locale): RenderedMail {
  // Its first paragraph is the greeting ("Bonjour <name>,"), never linked.
  const [greeting = '', ...paragraphs] = bodyText.split(/\n{2,}/).filter((part) => part.trim() !== '');
  const html = renderLayout({ subject, greeting, paragraphs }, locale).html;
  return { subject, text: bodyText, html };
}

/** A date in the customer's language: "January 5, 2027" / "5 janvier 2027" (public.format_date in SQL). */
export function longDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** Money refunded, to the cent: no decimals for a whole amount, else two (as public.withdrawal_money in SQL). */
export function exactMoney(value: number, currency: string, locale: Locale): string {
  const whole = value === Math.round(value);
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

/** Money as the shop shows it (no decimals), as public.format_money in SQL. */
export function money(amount: unknown, currency: unknown, locale: Locale): string {
  const value = Number(amount);
  const code = typeof currency === 'string' && /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : 'EUR';
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(Number.isFinite(value) ? value : 0);
}
