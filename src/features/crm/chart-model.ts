// The weekly revenue chart's geometry: one series per currency, bars scaled to the largest week.
import type { Currency } from '@/lib/money';

export interface WeekRevenue {
  week: string;
  currency: Currency;
  revenue: number;
}

export interface ChartSeries {
  currency: Currency;
  weeks: { week: string; revenue: number; height: number }[];
  max: number;
  total: number;
}

/** Per currency, the weeks in order with each bar's height as a fraction (0..1) of the largest week. */
export function chartSeries(data: WeekRevenue[]): ChartSeries[] {
  const currencies = [...new Set(data.map((point) => point.currency))].sort().reverse() as Currency[];
  return currencies.map((currency) => {
    const weeks = data
      .filter((point) => point.currency === currency)
      .sort((a, b) => a.week.localeCompare(b.week));
    const max = Math.max(0, ...weeks.map((point) => point.revenue));
    return {
      currency,
      max,
      total: weeks.reduce((sum, point) => sum + point.revenue, 0),
      weeks: weeks.map((point) => ({
        week: point.week,
        revenue: point.revenue,
        height: max > 0 ? Math.max(0, point.revenue) / max : 0,
      })),
    };
  });
}
