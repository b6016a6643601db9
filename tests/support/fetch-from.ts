// Requests from a loopback address of the caller's choosing, with plain node:http (no test framework), for the
// integration tests, the e2e specs and the benches alike. The local backend takes the client's address from
// the socket (as Cloudflare does on hosted, into cf-connecting-ip), so several "people" are several addresses:
// every 127.x.y.z is this machine, and the server sees the one the socket was bound to.
import { randomInt } from 'node:crypto';
import { request } from 'node:http';

/** A fetch whose connections leave from `localAddress` (a loopback address such as 127.0.0.23). */
export function fetchFrom(localAddress: string): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      const body = init?.body;
      if (body !== undefined && body !== null && typeof body !== 'string') {
        reject(new Error('fetchFrom sends string bodies only'));
        return;
      }
      const outgoing = request(
        url,
        {
          method: init?.method ?? 'GET',
          headers: Object.fromEntries(headers.entries()),
          localAddress,
          signal: init?.signal ?? undefined,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 500;
            const responseHeaders = new Headers();
            for (const [key, value] of Object.entries(incoming.headers)) {
              if (value === undefined) continue;
              for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, item);
            }
            const payload = [204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
            resolve(new Response(payload, { status, headers: responseHeaders }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body ?? undefined);
    });
}

/**
 * A loopback address no other test is likely to use (127.x.y.z, x from 1: 127.0.0.1 is every other test's),
 * so that each client's rate-limit buckets start empty.
 */
export function freshAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
