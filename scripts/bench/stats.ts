// Latency figures of the backend benches: p50, p95 and the slowest of a list of samples (milliseconds).

export interface Figures {
  p50: number;
  p95: number;
  max: number;
  n: number;
}

/** Nearest-rank percentiles, rounded to `decimals`. */
export function percentiles(samples: number[], decimals = 2): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const scale = 10 ** decimals;
  const at = (fraction: number): number => {
    const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
    return Math.round(value * scale) / scale;
  };
  return { p50: at(0.5), p95: at(0.95), max: at(1), n: sorted.length };
}
