// Where an auth mail's link sends the browser back, as GoTrue decides it (internal/utilities/request.go,
// GetReferrer and IsRedirectURLValid): the redirect_to the caller asked for when it is allowed, else the
// Referer header when that is allowed, else the site URL. Allowed: the site URL's host (any scheme or port), a
// loopback IP address, or a match of one of `additional_redirect_urls` read as gobwas/glob patterns with `.` and
// `/` as separators (conf: glob.MustCompile(uri, '.', '/')). A redirect anywhere else is replaced, not refused.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { BackendContext } from '../context.ts';

const SEPARATORS = '[^./]';

/** A gobwas/glob pattern (separators `.` and `/`) as a RegExp matching a whole string. */
export function globPattern(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] ?? '';
    if (char === '\\' && i + 1 < glob.length) {
      i += 1;
      source += escapeRegExp(glob[i] ?? '');
    } else if (char === '*' && glob[i + 1] === '*') {
      // `**`: any sequence, separators included.
      i += 1;
      source += '.*';
    } else if (char === '*') {
      source += `${SEPARATORS}*`;
    } else if (char === '?') {
      source += SEPARATORS;
    } else if (char === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end === -1) {
        source += '\\[';
        continue;
      }
      const body = glob.slice(i + 1, end);
      const negated = body.startsWith('!');
      const members = (negated ? body.slice(1) : body).replace(/[\\\]^]/g, '\\$&');
      source += negated ? `[^${members}]` : `[${members}]`;
      i = end;
    } else if (char === '{') {
      const end = glob.indexOf('}', i);
      if (end === -1) {
        source += '\\{';
        continue;
      }
      const alternatives = glob.slice(i + 1, end).split(',');
      source += `(?:${alternatives.map((alternative) => globPattern(alternative).source.slice(1, -1)).join('|')})`;
      i = end;
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`, 's');
}

/** Each allow-list pattern compiled once (GoTrue compiles them at start-up), not on every request. */
const COMPILED = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let regExp = COMPILED.get(pattern);
  if (!regExp) {
    regExp = globPattern(pattern);
    COMPILED.set(pattern, regExp);
  }
  return regExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * Go's url.Parse(...).Hostname(): the host as written (no WHATWG normalising: `http://2130706433/` stays a
 * decimal number, not 127.0.0.1), without its port, user info or an IPv6 address's brackets; '' for an address
 * without an authority.
 */
function hostname(url: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url);
  return (authority?.[1] ?? '').replace(/^\[(.*)\]$/, '$1');
}

function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1' || /^::ffff:127\./i.test(address);
}

export interface RedirectRules {
  siteUrl: string;
  redirectAllowList: readonly string[];
}

/** GoTrue's IsRedirectURLValid. */
export function isRedirectAllowed(rules: RedirectRules, redirect: string | undefined | null): boolean {
  if (!redirect) return false;
  const host = hostname(redirect);
  if (host && hostname(rules.siteUrl) === host) return true;
  // An IP address written as one decimal number is refused; any other IP address only when it is loopback.
  if (/^[0-9]+$/.test(host)) return false;
  if (isIP(host)) return isLoopback(host);
  // Go's url.String() gives back the address as written (no slash added, unlike WHATWG's href).
  return rules.redirectAllowList.some((pattern) => compiled(pattern).test(redirect));
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * GoTrue's GetReferrer: the `redirect_to` header or query parameter, then the Referer header, then the site
 * URL. `preferred` is a redirect the request's JSON body names (generate_link's redirect_to), tried first as
 * getRedirectURLOrReferrer does.
 */
export function referrer(ctx: BackendContext, req: IncomingMessage, url: URL, preferred?: string): string {
  const rules = ctx.auth;
  const candidates = [
    preferred,
    header(req, 'redirect_to') || url.searchParams.get('redirect_to'),
    header(req, 'referer'),
  ];
  return candidates.find((candidate) => isRedirectAllowed(rules, candidate)) ?? rules.siteUrl;
}
