// JSON answers and CORS for the edge functions: the browser calls create-checkout from the shop's origin.

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...CORS_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** The error shape every function answers with: a stable code the app translates, and a message for logs. */
export function failure(status: number, code: string, message: string, field?: string): Response {
  return json(status, { error: field ? { code, message, field } : { code, message } });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** The request's body read as JSON, or the 400 to answer when it is not JSON. */
export async function jsonBody(
  req: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await req.json() };
  } catch {
    return { ok: false, response: failure(400, 'invalid_request', 'The body must be JSON') };
  }
}
