// The local outbox: mail the auth service "sends" (recovery, confirmation, reauthentication) is kept here
// and shown at /mailbox as HTML, or as JSON for tests, the way Supabase's local stack uses a mail catcher.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, send, sendJson } from './http.ts';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What a test or a person needs from the message: the one-time code, the action link, its type. */
  otp?: string;
  link?: string;
  type: string;
  sentAt: string;
}

interface OutboxRow {
  to_email: string;
  subject: string;
  body_text: string;
  kind: string;
  created_at: Date;
}

export type OutboxQuery = (sql: string) => Promise<{ rows: OutboxRow[] }>;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export class Mailbox {
  private messages: Mail[];
  private readonly file: string;

  constructor(dir: string) {
    this.file = path.join(dir, 'outbox.json');
    this.messages = [];
    if (existsSync(this.file)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
        if (Array.isArray(parsed)) this.messages = parsed as Mail[];
      } catch {
        this.messages = [];
      }
    }
  }

  send(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const stored: Mail = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
    // Keep the newest 200: a local outbox, not an archive.
    this.messages = [...this.messages, stored].slice(-200);
    writeFileSync(this.file, JSON.stringify(this.messages, null, 2));
    return stored;
  }

  list(to?: string): Mail[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((mail) => !wanted || mail.to.toLowerCase() === wanted).reverse();
  }

  /**
   * The shop's own mail (order, reservation and balance confirmations, the community sign-up link) waits in
   * public.email_outbox for a sender; locally this mailbox is that sender: unsent rows are delivered here, and
   * marked sent, whenever the mailbox is read. Rows without words (kind and data only, written by the
   * send-emails templates) are left for that sender.
   */
  async deliverShopMail(query: OutboxQuery): Promise<void> {
    let rows: OutboxRow[];
    try {
      ({ rows } = await query(
        `update public.email_outbox set sent_at = now() where sent_at is null and subject is not null
         returning to_email, subject, body_text, kind, created_at`,
      ));
    } catch (error) {
      if ((error as { code?: string }).code === '42P01') return; // no shop tables yet
      throw error;
    }
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    for (const row of rows) {
      // The first link of the text is the mail's action (the community confirmation's, for one).
      const link = /https?:\/\/\S+/.exec(row.body_text)?.[0];
      this.send({
        to: row.to_email,
        subject: row.subject,
        text: row.body_text,
        html: `<pre style="white-space:pre-wrap;font:inherit">${escapeHtml(row.body_text)}</pre>`,
        type: row.kind,
        ...(link ? { link } : {}),
      });
    }
  }

  clear(): void {
    this.messages = [];
    writeFileSync(this.file, '[]');
  }

  /** GET /mailbox (HTML), /mailbox?format=json or Accept: application/json (JSON), DELETE /mailbox. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method === 'DELETE') {
      this.clear();
      send(res, 204, null);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { message: 'The mailbox accepts GET and DELETE' });
      return;
    }
    const messages = this.list(url.searchParams.get('to') ?? undefined);
    const wantsJson =
      url.searchParams.get('format') === 'json' || (header(req, 'accept') ?? '').includes('application/json');
    if (wantsJson) {
      sendJson(res, 200, messages);
      return;
    }
    const items = messages
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>
  <div class="body">${mail.html}</div>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}.meta{color:#555}</style></head>
<body><h1>Local mailbox</h1><p>${messages.length} message(s). Mail sent by the local auth service and the shop (order confirmations) lands here; nothing leaves this machine.</p>
${items}</body></html>`;
    send(res, 200, page, { 'Content-Type': 'text/html; charset=utf-8' });
  }
}
