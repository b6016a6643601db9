// Which addresses fetch-image may read: any http(s) address locally; in production only public hosts, so an
// admin's request can never reach the platform's own network (loopback, private, link-local, metadata).

/** In production only public web addresses: no loopback, private, link-local or metadata hosts. */
export function allowedSource(raw: string, production: boolean): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!production) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const privateHost =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.internal') ||
    /^(127\.|10\.|0\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(host) ||
    host === '::1' ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe80:/.test(host);
  return privateHost ? undefined : url;
}
