// How mail leaves, chosen by the function's secrets: an HTTP mail API (Resend) when RESEND_API_KEY is set,
// else SMTP when SMTP_HOST is set (nodemailer; SMTP_PORT, default 465 with TLS, since hosted Edge Functions may
// not connect to 25 or 587; SMTP_USER, SMTP_PASS, SMTP_SECURE), from MAIL_FROM or
// SMTP_FROM. Neither: no transport, and the sender refuses to run (it never pretends to have sent).
// @deno-types="npm:@types/nodemailer@8.0.2"
import nodemailer from 'nodemailer';
import { Buffer } from 'node:buffer';
import { env, isProduction } from '../env.ts';
import type { Attachment } from './attachments/order-attachments.ts';
import type { RenderedMail } from './layout.ts';

export interface Message extends RenderedMail {
  to: string;
  /** Extra headers: the kind and outbox id, so a message can be traced to its row. */
  headers: Record<string, string>;
  /** Files sent with the mail (a confirmation's terms of sale and withdrawal form). */
  attachments?: Attachment[];
}

/** A send that did not happen; permanent ones (a 5xx reply, a refused address) are not tried again. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Transport {
  name: 'smtp' | 'resend';
  send(message: Message): Promise<void>;
  close(): void;
}

export class TransportMissing extends Error {}

function sender(): string {
  const from = env('MAIL_FROM') ?? env('SMTP_FROM');
  if (!from)
    throw new TransportMissing('MAIL_FROM (or SMTP_FROM) is not set: the mails have no sender address');
  return from;
}

function smtpTransport(host: string): Transport {
  const port = Number(env('SMTP_PORT') ?? '465');
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new TransportMissing('SMTP_PORT is not a port');
  // Hosted Edge Functions may not connect to ports 25 and 587: say so rather than time out on every mail.
  if (isProduction() && (port === 25 || port === 587)) {
    throw new TransportMissing(
      `SMTP_PORT ${port} is blocked for Edge Functions: use 465 (TLS) or another port your provider offers (e.g. 2525), or RESEND_API_KEY`,
    );
  }
  const from = sender();
  const user = env('SMTP_USER');
  const transporter = nodemailer.createTransport({
    host,
    port,
    secure: env('SMTP_SECURE') === 'true' || port === 465,
    ...(user ? { auth: { user, pass: env('SMTP_PASS') ?? '' } } : {}),
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          attachments: (message.attachments ?? []).map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const reason = error instanceof Error ? error.message : String(error);
        throw new SendError(reason, typeof code === 'number' && code >= 500 && code < 600);
      }
    },
    close() {
      transporter.close();
    },
  };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

function resendTransport(key: string): Transport {
  const from = sender();
  return {
    name: 'resend',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(`${env('RESEND_API_BASE') ?? 'https://api.resend.com'}/emails`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            from,
            to: [message.to],
            subject: message.subject,
            text: message.text,
            html: message.html,
            headers: message.headers,
            // Resend takes a file's content in base64 (POST /emails, attachments[].content).
            ...(message.attachments?.length
              ? {
                  attachments: message.attachments.map((file) => ({
                    filename: file.filename,
                    content: base64(file.content),
                    content_type: file.contentType,
                  })),
                }
              : {}),
          }),
        });
      } catch (error) {
        throw new SendError(error instanceof Error ? error.message : String(error), false);
      }
      if (response.ok) return;
      const body = (await response.text()).slice(0, 500);
      // 4xx (validation, a refused address) will not change by trying again; 429 and 5xx may.
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new SendError(`Resend answered ${response.status}: ${body}`, permanent);
    },
    close() {},
  };
}

export function chooseTransport(): Transport {
  const resendKey = env('RESEND_API_KEY');
  if (resendKey) return resendTransport(resendKey);
  const host = env('SMTP_HOST');
  if (host) return smtpTransport(host);
  throw new TransportMissing(
    'No mail transport: set RESEND_API_KEY, or SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS)',
  );
}
