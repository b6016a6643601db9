import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import RevenueChart from './revenue-chart';

const DATA = [
  { week: '2026-11-02', currency: 'usd' as const, revenue: 120 },
  { week: '2026-11-09', currency: 'usd' as const, revenue: 480 },
  { week: '2026-11-02', currency: 'eur' as const, revenue: 0 },
  { week: '2026-11-09', currency: 'eur' as const, revenue: 90 },
];

const NOTHING = [
  { week: '2026-11-02', currency: 'usd' as const, revenue: 0 },
  { week: '2026-11-09', currency: 'usd' as const, revenue: 0 },
];

describe('RevenueChart', () => {
  it('names each chart, describes its figures and offers them as a table', async () => {
    await renderWithApp(
      <Suspense fallback={null}>
        <RevenueChart data={DATA} />
      </Suspense>,
    );
    const usd = await screen.findByRole('img', { name: 'Revenue by week in USD' });
    expect(usd).toHaveAccessibleDescription(/2 weeks: \$600 in all, \$480 in the best week/);
    expect(screen.getByRole('img', { name: 'Revenue by week in EUR' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue by week in USD', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'Week ofRevenue',
      'Nov 2, 2026$120',
      'Nov 9, 2026$480',
    ]);
  });

  it('is translated in French', async () => {
    await renderWithApp(
      <Suspense fallback={null}>
        <RevenueChart data={DATA} />
      </Suspense>,
      { language: 'fr' },
    );
    expect(
      await screen.findByRole('img', { name: 'Chiffre d’affaires par semaine en EUR' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Afficher les chiffres sous forme de tableau', { selector: 'summary' }),
    ).toHaveLength(2);
  });

  it('says there was no revenue rather than drawing empty bars', async () => {
    await renderWithApp(
      <Suspense fallback={null}>
        <RevenueChart data={NOTHING} />
      </Suspense>,
    );
    expect(await screen.findByText('No revenue in these 12 weeks.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue by week in USD', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(3);
  });
});
