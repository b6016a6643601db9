// /admin/vat: the accountant's files for a month or a quarter: the sales journal and the VAT summary (French
// return and OSS return), as CSV for LibreOffice and Excel, with semicolons and decimal commas for French Excel.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { Radio } from '@/components/ui/form-controls';
import { Panel } from '@/components/ui/panel';
import { csvBlob, journalCsv, summaryCsv } from '@/features/admin/accounting-csv';
import { useAccountingRows, type AccountingFile } from '@/features/admin/api/accounting-exports';
import {
  exportErrorKey,
  periodDays,
  periodOf,
  periodSlug,
  previousPeriod,
  type Period,
  type PeriodKind,
} from '@/features/admin/vat-admin-model';
import { downloadBlob } from '@/lib/download';
import { dateFormat } from '@/lib/locale';
import { shopDay } from '@/lib/shop-day';

const YEARS_BACK = 6;

/** What a refused export means, with the documents a missing rate concerns. */
function useFailure() {
  const { t } = useTranslation('admin');
  return (error: unknown) => {
    const details = (error as { details?: unknown } | null)?.details;
    return t(exportErrorKey(error), { numbers: typeof details === 'string' ? details : '' });
  };
}

export function AccountingExports() {
  const { t, i18n } = useTranslation('admin');
  const today = shopDay(); // the calendar of invoices is Paris's
  const [period, setPeriod] = useState<Period>(() => previousPeriod(periodOf('month', today)));
  const [semicolon, setSemicolon] = useState(i18n.language === 'fr');
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState<AccountingFile | null>(null);
  const rows = useAccountingRows();
  const explain = useFailure();
  const thisYear = Number(today.slice(0, 4));
  const months = Array.from({ length: 12 }, (_, index) =>
    dateFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, index, 1))),
  );

  const chooseKind = (kind: PeriodKind) => {
    const { from } = periodDays(period);
    setPeriod({ ...periodOf(kind, from), year: period.year });
  };

  const download = (file: AccountingFile) => {
    const { from, to } = periodDays(period);
    setFailure(null);
    setWorking(file);
    rows.mutate(
      { file, from, to },
      {
        onSuccess: (answer) => {
          const options = { semicolon };
          const translate = (key: string, values?: Record<string, unknown>) => t(key, values);
          const content =
            answer.file === 'journal'
              ? journalCsv(answer.rows, translate, options)
              : summaryCsv(answer.rows, translate, options);
          const name = `${t(`accounting.files.${file}`)}-${periodSlug(period, i18n.language)}.csv`;
          downloadBlob(csvBlob(content), name);
          toast.success(t('accounting.downloaded', { name, count: answer.rows.length }));
        },
        onError: (error) => setFailure(explain(error)),
        onSettled: () => setWorking(null),
      },
    );
  };

  return (
    <Panel id="accounting-exports" title={t('accounting.title')}>
      <p className="mt-2 max-w-3xl text-sm text-ink/80">{t('accounting.intro')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-ink">{t('accounting.periodKind')}</legend>
          <div className="flex min-h-11 items-center gap-4">
            {(['month', 'quarter'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <Radio
                  name="accounting-period-kind"
                  value={kind}
                  checked={period.kind === kind}
                  onChange={() => chooseKind(kind)}
                />
                {t(`accounting.periodKinds.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label={t('accounting.year')}
          value={String(period.year)}
          onChange={(event) => setPeriod({ ...period, year: Number(event.target.value) })}
          className="w-32"
        >
          {Array.from({ length: YEARS_BACK }, (_, back) => thisYear - back).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        {period.kind === 'month' ? (
          <SelectField
            label={t('accounting.month')}
            value={String(period.index)}
            onChange={(event) => setPeriod({ ...period, index: Number(event.target.value) })}
            className="w-48"
          >
            {months.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <SelectField
            label={t('accounting.quarter')}
            value={String(period.index)}
            onChange={(event) => setPeriod({ ...period, index: Number(event.target.value) })}
            className="w-56"
          >
            {[1, 2, 3, 4].map((quarter) => (
              <option key={quarter} value={quarter}>
                {t(`accounting.quarters.q${quarter}`)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div className="mt-3">
        <CheckboxField
          label={t('accounting.semicolon')}
          hint={t('accounting.semicolonHint')}
          checked={semicolon}
          onChange={setSemicolon}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          onClick={() => download('journal')}
          disabled={working !== null}
          aria-busy={working === 'journal'}
        >
          {t('accounting.downloadJournal')}
        </Button>
        <Button
          variant="outline"
          onClick={() => download('summary')}
          disabled={working !== null}
          aria-busy={working === 'summary'}
        >
          {t('accounting.downloadSummary')}
        </Button>
      </div>
      <p className="mt-2 text-sm text-ink/70" aria-live="polite">
        {working ? t('accounting.working') : ''}
      </p>
      {failure ? <ErrorAlert className="mt-2">{failure}</ErrorAlert> : null}
    </Panel>
  );
}
