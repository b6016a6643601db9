// The Prefer header (RFC 7240) as PostgREST reads it, the Accept header's media types and the profile
// (schema) headers of a request.
import type { IncomingMessage } from 'node:http';
import { header } from '../http.ts';
import type { CountMode } from './build-sql.ts';
import { RestError, unsupported } from './errors.ts';

export interface Preferences {
  returning: 'representation' | 'minimal' | 'headers-only' | undefined;
  count: CountMode;
  resolution: 'merge' | 'ignore' | undefined;
  missingDefault: boolean;
  handling: 'strict' | 'lenient' | undefined;
  maxAffected: number | undefined;
  applied: string[];
}

export function parsePreferences(req: IncomingMessage): Preferences {
  const prefs: Preferences = {
    returning: undefined,
    count: undefined,
    resolution: undefined,
    missingDefault: false,
    handling: undefined,
    maxAffected: undefined,
    applied: [],
  };
  const raw = req.headers.prefer;
  const values = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const invalid: string[] = [];
  for (const value of values) {
    const count = /^count=(exact|planned|estimated)$/.exec(value);
    const maxAffected = /^max-affected=(\d{1,18})$/.exec(value);
    if (value === 'return=headers-only') {
      // PostgREST answers a Location header for the written row: not built here.
      throw unsupported('Prefer: return=headers-only (the Location header)');
    } else if (value === 'return=representation' || value === 'return=minimal') {
      prefs.returning = value.slice('return='.length) as Preferences['returning'];
      prefs.applied.push(value);
    } else if (count) {
      prefs.count = count[1] as CountMode;
      prefs.applied.push(value);
    } else if (value === 'resolution=merge-duplicates') {
      prefs.resolution = 'merge';
      prefs.applied.push(value);
    } else if (value === 'resolution=ignore-duplicates') {
      prefs.resolution = 'ignore';
      prefs.applied.push(value);
    } else if (value === 'missing=default' || value === 'missing=null') {
      prefs.missingDefault = value === 'missing=default';
      if (prefs.missingDefault) prefs.applied.push(value);
    } else if (value === 'handling=strict' || value === 'handling=lenient') {
      prefs.handling = value === 'handling=strict' ? 'strict' : 'lenient';
      prefs.applied.push(value);
    } else if (maxAffected) {
      prefs.maxAffected = Number(maxAffected[1]);
    } else if (value === 'params=single-object') {
      // Deprecated in PostgREST 12 (the whole body as one json argument): not implemented here, so say so.
      throw unsupported('Prefer: params=single-object');
    } else if (value.startsWith('timezone=')) {
      // PostgREST sets the session time zone for the request: not done here, so say so.
      throw unsupported('Prefer: timezone');
    } else {
      // Unknown ones, and tx= (hosted projects run with db-tx-end=commit, which ignores it): ignored.
      invalid.push(value);
    }
  }
  // max-affected only applies (and is only reported) with handling=strict.
  if (prefs.maxAffected !== undefined && prefs.handling === 'strict')
    prefs.applied.push(`max-affected=${prefs.maxAffected}`);
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

export interface MediaType {
  single: boolean;
  stripNulls: boolean;
  csv: boolean;
}

export function parseAccept(req: IncomingMessage): MediaType {
  const accept = header(req, 'accept') ?? '*/*';
  const types = accept.split(',').map((part) => part.trim());
  for (const type of types) {
    const [essence = '', ...parameters] = type.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (essence === 'application/vnd.pgrst.object+json' || essence === 'application/vnd.pgrst.object')
      return { single: true, stripNulls, csv: false };
    if (
      ['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'].includes(essence) ||
      essence === ''
    ) {
      return { single: false, stripNulls, csv: false };
    }
    if (essence === 'text/csv') return { single: false, stripNulls: false, csv: true };
  }
  const first = types[0] ?? accept;
  if (first.includes('geo+json')) throw unsupported('GeoJSON responses (.geojson())');
  // Execution plans (.explain()) need db-plan-enabled, off on hosted projects: the media type is refused as
  // any other unknown one.
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Accept-Profile (GET, HEAD) or Content-Profile (the rest) picks the schema; the default is the first. */
export function pickSchema(req: IncomingMessage, schemas: string[]): string {
  const method = req.method ?? 'GET';
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = header(req, name);
  const fallback = schemas[0] ?? 'public';
  if (profile === undefined) return fallback;
  if (!schemas.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return profile;
}
