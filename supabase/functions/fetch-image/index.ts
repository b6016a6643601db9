// fetch-image: the admin's image migration reads images from other hosts through here, because the shop's
// Content-Security-Policy (connect-src 'self' + Supabase) and other hosts' CORS rules stop the browser from
// reading them itself. Admins at aal2 only. It passes the upstream status, type and bytes on unchanged, capped
// just above the bucket's size limit, so the browser-side checks (type, size) report exactly as before; a host
// that cannot be reached answers 504 with X-Fetch-Error: network.
import { identifyCaller } from '../_shared/bearer.ts';
import { isProduction } from '../_shared/env.ts';
import { isAdmin } from '../_shared/caller-access.ts';
import { CORS_HEADERS, failure, jsonBody, preflight } from '../_shared/http.ts';
import { allowedSource } from '../_shared/image-source.ts';
import { serviceClient } from '../_shared/service-client.ts';

/** One byte more than the bucket accepts (5 MB): enough for the caller to see that it is too large. */
const BODY_CAP = 5 * 1024 * 1024 + 1;
const TIMEOUT_MS = 20_000;
/** CORS, and the headers the browser-side migration reads. */
const EXPOSED = { ...CORS_HEADERS, 'Access-Control-Expose-Headers': 'X-Fetch-Error, X-Upstream-Status' };

/** A user token verified against the JWKS (getClaims), at aal2, of a user with the admin role. */
async function isAdminAtAal2(req: Request): Promise<boolean> {
  const caller = await identifyCaller(req);
  if (caller.kind !== 'user' || caller.claims.aal !== 'aal2') return false;
  // A role that cannot be read refuses, as no role does.
  return isAdmin(serviceClient(), caller.id).catch(() => false);
}

async function cappedBody(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(new ArrayBuffer(0));
  const parts: Uint8Array[] = [];
  let size = 0;
  while (size < BODY_CAP) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  const body = new Uint8Array(new ArrayBuffer(Math.min(size, BODY_CAP)));
  let offset = 0;
  for (const part of parts) {
    const room = body.length - offset;
    if (room <= 0) break;
    body.set(part.subarray(0, room), offset);
    offset += Math.min(part.length, room);
  }
  return body;
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');
  if (!(await isAdminAtAal2(req))) {
    return failure(403, 'forbidden', 'Only an admin who has passed two-factor may fetch images');
  }
  const read = await jsonBody(req);
  if (!read.ok) return read.response;
  const body = read.value as { url?: unknown };
  const source = typeof body.url === 'string' ? allowedSource(body.url, isProduction()) : undefined;
  if (!source) return failure(400, 'invalid_url', 'Only public http(s) image addresses can be fetched');

  let upstream: Response;
  try {
    upstream = await fetch(source, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    return new Response(JSON.stringify({ error: { code: 'network', message: String(error) } }), {
      status: 504,
      headers: { ...EXPOSED, 'Content-Type': 'application/json', 'X-Fetch-Error': 'network' },
    });
  }
  // A redirect may not lead where a direct address could not.
  if (!allowedSource(upstream.url || source.toString(), isProduction())) {
    await upstream.body?.cancel();
    return failure(400, 'invalid_url', 'The address redirected to a host that cannot be fetched');
  }
  const bytes = upstream.ok ? await cappedBody(upstream) : new Uint8Array(new ArrayBuffer(0));
  if (!upstream.ok) await upstream.body?.cancel();
  return new Response(bytes, {
    status: upstream.ok ? 200 : upstream.status,
    headers: {
      ...EXPOSED,
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'Content-Length': String(bytes.length),
      'X-Upstream-Status': String(upstream.status),
      'Cache-Control': 'no-store',
    },
  });
}

Deno.serve(handler);
