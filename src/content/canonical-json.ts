// JSON with its object keys sorted at every level: one string for one value, whatever order the keys were
// written or stored in (Postgres' jsonb reorders them), so a hash of it identifies the value.

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  if (value === undefined) throw new TypeError('canonicalJson: undefined has no JSON form');
  return JSON.stringify(value);
}
