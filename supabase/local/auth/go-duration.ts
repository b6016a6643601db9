// Go's time.ParseDuration, which GoTrue applies to ban_duration ("24h", "1h30m", "90s"): milliseconds, or
// Go's error text for a string it refuses.
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

export function parseGoDuration(text: string): number | string {
  const quoted = JSON.stringify(text);
  const match = /^([-+]?)(.*)$/.exec(text);
  const sign = match?.[1] === '-' ? -1 : 1;
  const rest = match?.[2] ?? '';
  if (rest === '0') return 0;
  if (rest === '') return `time: invalid duration ${quoted}`;
  let total = 0;
  const part = /(\d+\.?\d*|\.\d+)([a-zµμ]*)/gy;
  let consumed = 0;
  for (let found = part.exec(rest); found; found = part.exec(rest)) {
    const unit = found[2] ?? '';
    if (unit === '') return `time: missing unit in duration ${quoted}`;
    const scale = UNIT_MS[unit];
    if (scale === undefined) return `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`;
    total += Number(found[1]) * scale;
    consumed = part.lastIndex;
  }
  if (consumed !== rest.length) return `time: invalid duration ${quoted}`;
  return sign * total;
}
