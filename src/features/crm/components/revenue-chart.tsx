// Revenue by week as SVG bars (one chart per currency), with the same figures in a table for screen readers
// and anyone who prefers numbers. Loaded on its own chunk by the overview.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { chartSeries, type WeekRevenue } from '@/features/crm/chart-model';
import { formatDate } from '@/features/crm/format';

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 6;

export default function RevenueChart({ data }: { data: WeekRevenue[] }) {
  const { t, i18n } = useTranslation('crm');
  const id = useId();
  const series = chartSeries(data);
  return (
    <div className="flex flex-col gap-8">
      {series.map((line) => {
        const barWidth = line.weeks.length > 0 ? WIDTH / line.weeks.length - GAP : 0;
        const titleId = `${id}-${line.currency}-title`;
        const descId = `${id}-${line.currency}-desc`;
        const first = line.weeks[0];
        const last = line.weeks[line.weeks.length - 1];
        return (
          <figure key={line.currency} className="flex flex-col gap-3">
            <figcaption id={titleId} className="font-medium">
              {t('overview.chart.caption', { currency: line.currency.toUpperCase() })}
            </figcaption>
            {line.total === 0 || !first || !last ? (
              <p>{t('overview.chart.noRevenue')}</p>
            ) : (
              <svg
                viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
                role="img"
                aria-labelledby={titleId}
                aria-describedby={descId}
                className="h-auto w-full max-w-2xl"
              >
                <desc id={descId}>
                  {t('overview.chart.description', {
                    weeks: line.weeks.length,
                    total: formatMoney(line.total, line.currency, i18n.language),
                    max: formatMoney(line.max, line.currency, i18n.language),
                  })}
                </desc>
                <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.3} />
                <text x={0} y={HEIGHT + 16} className="fill-current text-[12px]">
                  {formatDate(first.week, i18n.language)}
                </text>
                <text x={WIDTH} y={HEIGHT + 16} textAnchor="end" className="fill-current text-[12px]">
                  {formatDate(last.week, i18n.language)}
                </text>
                {line.weeks.map((week, index) => {
                  const height = Math.max(week.revenue > 0 ? 2 : 0, week.height * (HEIGHT - 10));
                  return (
                    <rect
                      key={week.week}
                      x={index * (barWidth + GAP) + GAP / 2}
                      y={HEIGHT - height}
                      width={barWidth}
                      height={height}
                      rx={3}
                      className="fill-moss"
                    >
                      <title>
                        {`${formatDate(week.week, i18n.language)}: ${formatMoney(week.revenue, line.currency, i18n.language)}`}
                      </title>
                    </rect>
                  );
                })}
              </svg>
            )}
            <details>
              <summary className="cursor-pointer text-sm underline">{t('overview.chart.showTable')}</summary>
              <table className="mt-2 w-full max-w-md text-left text-sm">
                <caption className="sr-only">
                  {t('overview.chart.caption', { currency: line.currency.toUpperCase() })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1">
                      {t('overview.chart.week')}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t('overview.chart.revenue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {line.weeks.map((week) => (
                    <tr key={week.week} className="border-t border-ink/10">
                      <td className="py-1">{formatDate(week.week, i18n.language)}</td>
                      <td className="py-1 text-right">
                        {formatMoney(week.revenue, line.currency, i18n.language)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </figure>
        );
      })}
    </div>
  );
}
