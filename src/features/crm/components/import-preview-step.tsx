// /crm/import, step 3: every row checked (the first 200 shown, or only those with problems), then the import
// of the valid rows with its progress.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox, Label } from '@/components/ui/form-controls';
import type { LoadedFile } from '@/features/crm/import-file';
import {
  errorRowCount,
  rowsWithErrors,
  type ColumnMapping,
  type ImportField,
  type ImportValidation,
  type RowError,
} from '@/features/crm/import-model';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Panel } from '@/components/ui/panel';

const PREVIEW_ROWS = 200;

function ErrorList({ errors }: { errors: RowError[] }) {
  const { t } = useTranslation('crm');
  return (
    <ul className="text-rust">
      {errors.map((error) => (
        <li key={`${error.field}-${error.code}`}>
          {t(`import.errors.${error.code}`, { field: t(`import.fields.${error.field}`) })}
        </li>
      ))}
    </ul>
  );
}

export function ImportPreviewStep({
  file,
  mapping,
  validation,
  importing,
  progress,
  importError,
  onStart,
}: {
  file: LoadedFile;
  mapping: ColumnMapping;
  validation: ImportValidation;
  importing: boolean;
  progress: number;
  importError: string | null;
  onStart: () => void;
}) {
  const { t } = useTranslation('crm');
  const toggleId = useId();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const shown = onlyErrors ? rowsWithErrors(validation.preview) : validation.preview;
  const mappedFields = mapping
    .map((field, column) => ({ field, column }))
    .filter((entry): entry is { field: ImportField; column: number } => entry.field !== null);

  return (
    <Panel id="import-preview" title={t('import.previewTitle')}>
      <p className="mt-2" data-testid="import-summary">
        {t('import.summary', {
          total: validation.preview.length,
          valid: validation.valid.length,
          errors: errorRowCount(validation.errors),
        })}
      </p>
      <div className="mt-3 flex items-center gap-2">
        <Checkbox
          id={toggleId}
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.target.checked)}
        />
        <Label htmlFor={toggleId} className="text-base font-normal">
          {t('import.onlyErrors')}
        </Label>
      </div>
      {shown.length === 0 ? (
        <p className="mt-3">{t('import.noRowsToShow')}</p>
      ) : (
        <ScrollRegion label={t('import.previewTitle')} className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('import.previewTitle')}</caption>
            <thead className="border-b border-ink/15">
              <tr>
                <th scope="col" className="p-2">
                  {t('import.line')}
                </th>
                {mappedFields.map(({ field, column }) => (
                  <th scope="col" key={column} className="p-2">
                    {t(`import.fields.${field}`)}
                  </th>
                ))}
                <th scope="col" className="p-2">
                  {t('import.problems')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.slice(0, PREVIEW_ROWS).map((row) => (
                <tr
                  key={row.row}
                  className={
                    row.errors.length > 0 ? 'border-b border-ink/10 bg-rust/5' : 'border-b border-ink/10'
                  }
                >
                  <td className="p-2">{row.row}</td>
                  {mappedFields.map(({ column }) => (
                    <td key={column} className="p-2">
                      {file.csv.rows[row.row - 2]?.[column]}
                    </td>
                  ))}
                  <td className="p-2">
                    {row.errors.length > 0 ? <ErrorList errors={row.errors} /> : t('import.ok')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length > PREVIEW_ROWS ? (
            <p className="mt-2 text-sm">
              {t('import.previewCut', { shown: PREVIEW_ROWS, total: shown.length })}
            </p>
          ) : null}
        </ScrollRegion>
      )}
      {importError ? (
        <p role="alert" className="mt-3 text-rust">
          {importError}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button
          onClick={onStart}
          disabled={importing || !mapping.includes('email') || validation.valid.length === 0}
        >
          {t('import.start', { count: validation.valid.length })}
        </Button>
        {importing ? (
          <span role="status">
            {t('import.progress', { done: progress, total: validation.valid.length })}
          </span>
        ) : null}
      </div>
    </Panel>
  );
}
