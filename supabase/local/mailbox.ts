// The local mailbox: an SMTP server (smtp-server, messages parsed with mailparser) that keeps what the auth
// service and the send-emails function deliver to it, shown at /mailbox as HTML, or as JSON for tests, the way
// Supabase's local stack uses a mail catcher. Attachments are kept as received (files beside outbox.json) and
// served at /mailbox/<mail id>/attachments/<index>, as a mail catcher's API serves a message's parts.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { header, send, sendJson } from './http.ts';

/** A file a mail carried, as the JSON lists it; its bytes are at `url`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** /mailbox/<mail id>/attachments/<index>, on the backend's address. */
  url: string;
}

export interface Mail {
  id: string;
  to: string;
  /** The From header as sent ("Maison Immortela" <shop@...>). */
  from: string;
  subject: string;
  /** The text/plain part, or (textPart false) the text mailparser derived from the HTML. */
  text: string;
  /** Whether the message carried a text/plain part of its own. */
  textPart: boolean;
  html: string;
  /** What a test or a person needs from the message: the one-time code, the action link, its type. */
  otp?: string;
  link?: string;
  type: string;
  /** The List-Unsubscribe header's value, when the message has one. */
  listUnsubscribe?: string;
  sentAt: string;
  attachments?: MailAttachment[];
}

/** An attribute's value as a browser reads it (html/template writes & as &amp; and + as &#43;). */
const decodeHtmlAttribute = (value: string): string =>
  value.replace(
    /&(amp|quot|#34|#39|#43|lt|gt);/g,
    (_entity, name: string) =>
      ({ amp: '&', quot: '"', '#34': '"', '#39': "'", '#43': '+', lt: '<', gt: '>' })[name] ?? '',
  );
interface ReceivedFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const ATTACHMENT_PATH = /^\/mailbox\/([0-9a-f-]{36})\/attachments\/(\d+)$/;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export class Mailbox {
  private messages: Mail[];
  private readonly file: string;
  private readonly files: string;
  private smtp: SMTPServer | undefined;

  constructor(dir: string) {
    this.file = path.join(dir, 'outbox.json');
    this.files = path.join(dir, 'attachments');
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

  send(mail: Omit<Mail, 'id' | 'sentAt' | 'attachments'>, files: ReceivedFile[] = []): Mail {
    const id = randomUUID();
    const stored: Mail = { ...mail, id, sentAt: new Date().toISOString() };
    if (files.length > 0) {
      mkdirSync(path.join(this.files, id), { recursive: true });
      stored.attachments = files.map((file, index) => {
        writeFileSync(path.join(this.files, id, String(index)), file.content);
        return {
          filename: file.filename,
          contentType: file.contentType,
          size: file.content.length,
          url: `/mailbox/${id}/attachments/${index}`,
        };
      });
    }
    // Keep the newest 200: a local outbox, not an archive. The files of the mails let go go with them.
    const kept = [...this.messages, stored].slice(-200);
    for (const dropped of this.messages.slice(0, this.messages.length + 1 - kept.length)) {
      if (dropped.attachments) rmSync(path.join(this.files, dropped.id), { recursive: true, force: true });
    }
    this.messages = kept;
    writeFileSync(this.file, JSON.stringify(this.messages, null, 2));
    return stored;
  }

  /** One attachment's bytes and type, or undefined. */
  attachment(id: string, index: number): { file: MailAttachment; content: Buffer } | undefined {
    const file = this.messages.find((mail) => mail.id === id)?.attachments?.[index];
    const where = path.join(this.files, id, String(index));
    if (!file || !existsSync(where)) return undefined;
    return { file, content: readFileSync(where) };
  }

  list(to?: string): Mail[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((mail) => !wanted || mail.to.toLowerCase() === wanted).reverse();
  }

  /**
   * The mailbox as an SMTP server on 127.0.0.1 (port 0: a free one), as Supabase's local stack runs a mail
   * catcher: the send-emails function and the local auth service deliver here over SMTP, through the same code
   * as in production. Addresses at refused.invalid are refused with 550 (a permanent failure) and at
   * busy.invalid with 451 (try again later), so tests can exercise the sender's failures. Resolves to the port.
   */
  async listen(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      banner: 'local mailbox',
      size: 10 * 1024 * 1024,
      logger: false,
      onRcptTo(address, _session, callback) {
        const domain = address.address.split('@').pop()?.toLowerCase();
        if (domain === 'refused.invalid')
          return callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        if (domain === 'busy.invalid')
          return callback(
            Object.assign(new Error('4.2.1 Mailbox busy, try again later'), { responseCode: 451 }),
          );
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            const files = parsed.attachments.map((part, index) => ({
              filename: part.filename ?? `attachment-${index + 1}`,
              contentType: part.contentType,
              content: part.content,
            }));
            for (const address of to) this.send(this.fromParsed(address, parsed), files);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      },
    });
    this.smtp = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', (error) => console.error('[mailbox] SMTP server:', error));
    return (server.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.smtp;
    this.smtp = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * What a test or a person needs: the kind (X-Mail-Kind), the one-time code ("code: 123456", "code de vérification : 123456"),
   * the first link (of the HTML's first href, else of the text).
   */
  private fromParsed(to: string, parsed: ParsedMail): Omit<Mail, 'id' | 'sentAt' | 'attachments'> {
    const text = parsed.text ?? '';
    const kind = parsed.headers.get('x-mail-kind');
    // mailparser folds List-* headers into one object: the line as sent says it exactly.
    const listUnsubscribe = parsed.headerLines
      .find((line) => line.key === 'list-unsubscribe')
      ?.line.replace(/^[^:]*:\s*/, '');
    const otp = /\bcode\b[^:\n]{0,40}:\s*(\d{6})\b/i.exec(text)?.[1];
    const href =
      typeof parsed.html === 'string'
        ? /<a\s[^>]*href="(https?:\/\/[^"]+)"/i.exec(parsed.html)?.[1]
        : undefined;
    const link = href ? decodeHtmlAttribute(href) : /https?:\/\/\S+/.exec(text)?.[0];
    // mailparser fills `text` from the HTML when there is no text/plain part: say which it was.
    const contentType = parsed.headers.get('content-type');
    const rootType =
      typeof contentType === 'object' && contentType && 'value' in contentType
        ? String(contentType.value)
        : '';
    return {
      to,
      from: parsed.from?.text ?? '',
      subject: parsed.subject ?? '',
      text,
      textPart: rootType !== 'text/html',
      html:
        typeof parsed.html === 'string'
          ? parsed.html
          : `<pre style="white-space:pre-wrap;font:inherit">${escapeHtml(text)}</pre>`,
      type: typeof kind === 'string' ? kind : 'mail',
      ...(otp ? { otp } : {}),
      ...(link ? { link } : {}),
      ...(listUnsubscribe ? { listUnsubscribe } : {}),
    };
  }

  clear(): void {
    this.messages = [];
    writeFileSync(this.file, '[]');
    rmSync(this.files, { recursive: true, force: true });
  }

  /**
   * GET /mailbox (HTML), /mailbox?format=json or Accept: application/json (JSON), DELETE /mailbox, and
   * GET /mailbox/<mail id>/attachments/<index> (the file as it was received).
   */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const part = ATTACHMENT_PATH.exec(url.pathname);
    if (part || !/^\/mailbox\/?$/.test(url.pathname)) {
      const found =
        part && (req.method === 'GET' || req.method === 'HEAD')
          ? this.attachment(part[1] ?? '', Number(part[2]))
          : undefined;
      if (!found) {
        sendJson(res, 404, { message: 'No such mail attachment' });
        return;
      }
      send(res, 200, found.content, {
        'Content-Type': found.file.contentType,
        'Content-Disposition': `attachment; filename="${found.file.filename.replace(/["\\\r\n]/g, '_')}"`,
      });
      return;
    }
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
  <iframe class="body" sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>${
    mail.attachments?.length
      ? `\n  <ul>${mail.attachments.map((file) => `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.filename)}</a> (${file.size} bytes)</li>`).join('')}</ul>`
      : ''
  }
</article>`,
      )
      .join('\n');
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}.meta{color:#555}
.body{width:100%;height:32rem;border:0}</style></head>
<body><h1>Local mailbox</h1><p>${messages.length} message(s). Mail sent over SMTP by the local auth service and the shop's send-emails function lands here; nothing leaves this machine.</p>
${items}</body></html>`;
    send(res, 200, page, { 'Content-Type': 'text/html; charset=utf-8' });
  }
}
