// Reads and validates the build-time environment once, with a message that names every missing variable.

export interface AppEnv {
  supabaseUrl: string;
  supabasePublishableKey: string;
  siteUrl: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

const REQUIRED = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY'] as const;

export const DEFAULT_SITE_URL = 'http://localhost:5173';

function text(raw: RawEnv, name: string): string {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The public site address used for canonical links; never throws, so pages render without a backend. */
export function readSiteUrl(raw: RawEnv = import.meta.env): string {
  const value = text(raw, 'VITE_SITE_URL');
  return (isHttpUrl(value) ? value : DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** Validates the variables the data layer needs; throws one error listing every problem. */
export function readEnv(raw: RawEnv = import.meta.env): AppEnv {
  const problems: string[] = [];
  for (const name of REQUIRED) {
    if (!text(raw, name)) problems.push(`${name} is missing`);
  }
  const url = text(raw, 'VITE_SUPABASE_URL');
  if (url && !isHttpUrl(url)) problems.push(`VITE_SUPABASE_URL must be an http(s) URL, got "${url}"`);
  if (problems.length > 0) {
    throw new Error(
      `Invalid environment: ${problems.join('; ')}. Copy .env.example to .env.local, or start the shop with "npm run dev".`,
    );
  }
  return {
    supabaseUrl: url.replace(/\/+$/, ''),
    supabasePublishableKey: text(raw, 'VITE_SUPABASE_PUBLISHABLE_KEY'),
    siteUrl: readSiteUrl(raw),
  };
}
