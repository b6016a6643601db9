// /admin/vat: each member state's standard VAT rate in force and the ones to come (earlier ones on request), with
// the forms to add, edit and remove a rate (vat-rate-forms.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useVatOverview } from '@/features/admin/api/vat-overview';
import { useVatRates } from '@/features/admin/api/vat-rates';
import { ratesByCountry, vatLoadErrorKey, type VatRateRow } from '@/features/admin/vat-admin-model';
import { AddRate, RateDialog, useRateFormats, type Editing } from './vat-rate-forms';

function RateRow({
  row,
  status,
  onEdit,
  onRemove,
}: {
  row: VatRateRow;
  status: 'current' | 'upcoming' | 'earlier';
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useRateFormats();
  const named = { country: format.country(row.country), day: format.day(row.effective_from) };
  return (
    <tr className="border-t border-ink/10">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {format.country(row.country)}
      </th>
      <td className="py-2 pr-3 font-semibold">{format.percent(row.rate)}</td>
      <td className="py-2 pr-3 whitespace-nowrap">{format.day(row.effective_from)}</td>
      <td className="py-2 pr-3">{t(`vat.status.${status}`)}</td>
      <td className="py-2 pr-3 text-xs text-ink/70">{row.source}</td>
      <td className="py-2">
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" aria-label={t('vat.editLabel', named)} onClick={onEdit}>
            {t('vat.edit')}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('vat.removeLabel', named)} onClick={onRemove}>
            {t('vat.remove')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

export function VatRates() {
  const { t } = useTranslation('admin');
  const rates = useVatRates();
  const overview = useVatOverview();
  const [showEarlier, setShowEarlier] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const today = overview.data?.today ?? new Date().toISOString().slice(0, 10);
  const countries = ratesByCountry(rates.data ?? [], today);
  const rows = countries.flatMap((entry) => [
    ...(entry.current ? [{ row: entry.current, status: 'current' as const }] : []),
    ...entry.upcoming.map((row) => ({ row, status: 'upcoming' as const })),
    ...(showEarlier ? entry.earlier.map((row) => ({ row, status: 'earlier' as const })) : []),
  ]);

  return (
    <Panel id="vat-rates" title={t('vat.ratesTitle')}>
      <p className="mt-2 max-w-3xl text-sm text-ink/80">{t('vat.ratesIntro')}</p>
      {rates.isError ? (
        <ErrorAlert className="mt-4">{t(vatLoadErrorKey(rates.error))}</ErrorAlert>
      ) : rates.data ? (
        <>
          <div className="mt-3">
            <CheckboxField label={t('vat.showEarlier')} checked={showEarlier} onChange={setShowEarlier} />
          </div>
          <ScrollRegion label={t('vat.ratesCaption')} className="mt-2">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t('vat.ratesCaption')}</caption>
              <thead>
                <tr className="text-left text-ink/70">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('vat.country')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('vat.rate')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('vat.effectiveFrom')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('vat.statusLabel')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('vat.source')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{t('vat.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ row, status }) => (
                  <RateRow
                    key={`${row.country}-${row.effective_from}`}
                    row={row}
                    status={status}
                    onEdit={() => setEditing({ mode: 'edit', row })}
                    onRemove={() => setEditing({ mode: 'remove', row })}
                  />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <AddRate />
          <RateDialog
            key={editing ? `${editing.mode}-${editing.row.country}-${editing.row.effective_from}` : 'none'}
            editing={editing}
            onClose={() => setEditing(null)}
          />
        </>
      ) : null}
    </Panel>
  );
}
