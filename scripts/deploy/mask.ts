// Secrets never reach the plan or the log: a value shows its kind (`sk_live_`, `sb_secret_`...) and nothing else.
const KNOWN_PREFIX = /^(sb_secret_|sb_publishable_|sk_live_|sk_test_|rk_live_|rk_test_|whsec_|re_|sbp_)/;

export function mask(value: string): string {
  const prefix = KNOWN_PREFIX.exec(value)?.[0] ?? '';
  return `${prefix}***`;
}

/** A connection string with its password masked. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.startsWith('<') ? url : '***';
  }
}
