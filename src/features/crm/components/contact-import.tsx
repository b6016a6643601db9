// /crm/import: a CSV file read in the browser, its columns mapped to contact fields (suggested from the
// headers), every row checked in a preview, then imported in batches; the log of recent imports with their
// counts and errors, and the undo of the last one.
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { crmErrorKey } from '../api/crm-error';
import { useImportContacts, type ImportResult } from '../api/import-contacts';
import { useImports } from '../api/get-imports';
import { useUndoLastImport } from '../api/undo-import';
import { CsvError, parseCsv, type ParsedCsv } from '../csv';
import { formatDate } from '../format';
import { ScrollRegion } from './scroll-region';
import {
  errorRowCount,
  IMPORT_FIELDS,
  rowsWithErrors,
  validateImport,
  type ColumnMapping,
  type ImportField,
  type RowError,
} from '../import-model';

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const MAX_ROWS = 100_000;
const PREVIEW_ROWS = 200;

interface LoadedFile {
  name: string;
  csv: ParsedCsv;
}

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

function ImportLog() {
  const { t, i18n } = useTranslation('crm');
  const imports = useImports();
  const undo = useUndoLastImport();
  const [confirming, setConfirming] = useState(false);
  const last = imports.data?.find((row) => row.undone_at === null);

  const confirmUndo = async () => {
    try {
      const result = await undo.mutateAsync();
      toast.success(
        t('log.undone', { deleted: result.deleted, restored: result.restored, kept: result.kept }),
      );
    } catch (error) {
      toast.error(t(crmErrorKey(error)));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="import-log" className="rounded-2xl bg-white/70 p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="import-log" className="font-serif text-2xl">
          {t('log.title')}
        </h2>
        {last ? (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={undo.isPending}>
            {t('log.undoLast')}
          </Button>
        ) : null}
      </div>
      {imports.isError ? (
        <p role="alert" className="mt-3 text-rust">
          {t(crmErrorKey(imports.error))}
        </p>
      ) : imports.data && imports.data.length === 0 ? (
        <p className="mt-3">{t('log.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {(imports.data ?? []).map((row) => {
            const errors = Array.isArray(row.row_errors) ? (row.row_errors as unknown as RowError[]) : [];
            return (
              <li key={row.id} className="border-l-2 border-moss/40 pl-4" data-testid="import-log-row">
                <p className="font-medium">
                  {row.filename ?? t('log.noName')} · {formatDate(row.created_at, i18n.language, true)}
                  {row.undone_at ? <span className="ml-2 text-rust">{t('log.undoneBadge')}</span> : null}
                </p>
                <p>
                  {t('log.counts', {
                    total: row.total_rows,
                    inserted: row.inserted_count,
                    updated: row.updated_count,
                    skipped: row.skipped_count,
                    errors: row.error_count,
                  })}
                </p>
                {errors.length > 0 ? (
                  <details>
                    <summary className="cursor-pointer text-sm underline">{t('log.showErrors')}</summary>
                    <ul className="mt-1 text-sm">
                      {errors.slice(0, 200).map((error) => (
                        <li key={`${error.row}-${error.field}-${error.code}`}>
                          {t('log.errorLine', {
                            row: error.row,
                            message: t(`import.errors.${error.code}`, {
                              field: t(`import.fields.${error.field}`),
                            }),
                          })}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogTitle className="pr-10">{t('log.confirmTitle')}</DialogTitle>
          <DialogDescription className="mt-2">
            {t('log.confirmText', { name: last?.filename ?? t('log.noName') })}
          </DialogDescription>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="destructive" onClick={() => void confirmUndo()} disabled={undo.isPending}>
              {t('log.confirmUndo')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('log.keep')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

export function ContactImport() {
  const { t } = useTranslation('crm');
  const fileId = useId();
  const toggleId = useId();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  // A new key empties the file input after an import, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const runImport = useImportContacts();

  const validation = useMemo(() => (file ? validateImport(file.csv.rows, mapping) : null), [file, mapping]);
  const emailMapped = mapping.includes('email');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setResult(null);
    setImportError(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      setFileError(t('import.fileTooLarge', { max: 20 }));
      return;
    }
    try {
      const csv = parseCsv(await chosen.text());
      if (csv.rows.length === 0) throw new CsvError('empty');
      if (csv.rows.length > MAX_ROWS) {
        setFileError(t('import.tooManyRows', { max: MAX_ROWS.toLocaleString() }));
        return;
      }
      setFileError(null);
      setFile({ name: chosen.name, csv });
      setMapping(csv.suggestedMapping);
    } catch (error) {
      setFileError(t(`import.fileErrors.${error instanceof CsvError ? error.code : 'malformed'}`));
    }
  };

  const start = async () => {
    if (!file || !validation) return;
    setImportError(null);
    setProgress(0);
    try {
      const done = await runImport.mutateAsync({
        filename: file.name,
        total: file.csv.rows.length,
        valid: validation.valid,
        errors: validation.errors,
        onProgress: setProgress,
      });
      setResult(done);
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      setImportError(t('import.failed', { reason: t(crmErrorKey(error)) }));
    }
  };

  const shown = validation ? (onlyErrors ? rowsWithErrors(validation.preview) : validation.preview) : [];
  const mappedFields = mapping
    .map((field, column) => ({ field, column }))
    .filter((entry): entry is { field: ImportField; column: number } => entry.field !== null);

  return (
    <div className="mt-8 flex flex-col gap-6">
      <section aria-labelledby="import-file" className="rounded-2xl bg-white/70 p-6 shadow-sm">
        <h2 id="import-file" className="font-serif text-2xl">
          {t('import.fileTitle')}
        </h2>
        <p className="mt-2 text-sm">{t('import.fileHelp')}</p>
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium">
            {t('import.fileLabel')}
          </label>
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void onFile(event)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
          />
          {fileError ? (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-rust">
              {fileError}
            </p>
          ) : null}
        </div>
      </section>

      {result ? (
        <section
          aria-labelledby="import-result"
          className="rounded-2xl bg-moss/10 p-6"
          role="status"
          data-testid="import-result"
        >
          <h2 id="import-result" className="font-serif text-2xl">
            {t('import.resultTitle')}
          </h2>
          <ul className="mt-2">
            <li>{t('import.result.inserted', { count: result.inserted })}</li>
            <li>{t('import.result.updated', { count: result.updated })}</li>
            <li>{t('import.result.skipped', { count: result.skipped })}</li>
            <li>{t('import.result.errors', { count: result.errors })}</li>
          </ul>
        </section>
      ) : null}

      {file && validation ? (
        <>
          <section aria-labelledby="import-mapping" className="rounded-2xl bg-white/70 p-6 shadow-sm">
            <h2 id="import-mapping" className="font-serif text-2xl">
              {t('import.mappingTitle')}
            </h2>
            <p className="mt-2 text-sm">
              {t('import.fileSummary', {
                name: file.name,
                count: file.csv.rows.length,
                delimiter: file.csv.delimiter === ';' ? t('import.semicolon') : t('import.comma'),
              })}
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {file.csv.headers.map((header, column) => (
                <MappingSelect
                  key={`${column}-${header}`}
                  header={header || t('import.unnamedColumn', { number: column + 1 })}
                  value={mapping[column] ?? null}
                  onChange={(field) =>
                    setMapping((current) => current.map((old, index) => (index === column ? field : old)))
                  }
                />
              ))}
            </div>
            {!emailMapped ? (
              <p role="alert" className="mt-3 text-sm text-rust">
                {t('import.emailColumnMissing')}
              </p>
            ) : null}
          </section>

          <section aria-labelledby="import-preview" className="rounded-2xl bg-white/70 p-6 shadow-sm">
            <h2 id="import-preview" className="font-serif text-2xl">
              {t('import.previewTitle')}
            </h2>
            <p className="mt-2" data-testid="import-summary">
              {t('import.summary', {
                total: validation.preview.length,
                valid: validation.valid.length,
                errors: errorRowCount(validation.errors),
              })}
            </p>
            <div className="mt-3 flex items-center gap-2">
              <input
                id={toggleId}
                type="checkbox"
                checked={onlyErrors}
                onChange={(event) => setOnlyErrors(event.target.checked)}
                className="h-5 w-5"
              />
              <label htmlFor={toggleId}>{t('import.onlyErrors')}</label>
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
                          row.errors.length > 0
                            ? 'border-b border-ink/10 bg-rust/5'
                            : 'border-b border-ink/10'
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
                onClick={() => void start()}
                disabled={runImport.isPending || !emailMapped || validation.valid.length === 0}
              >
                {t('import.start', { count: validation.valid.length })}
              </Button>
              {runImport.isPending ? (
                <span role="status">
                  {t('import.progress', { done: progress, total: validation.valid.length })}
                </span>
              ) : null}
            </div>
          </section>
        </>
      ) : null}

      <ImportLog />
    </div>
  );
}

function MappingSelect({
  header,
  value,
  onChange,
}: {
  header: string;
  value: ImportField | null;
  onChange: (field: ImportField | null) => void;
}) {
  const { t } = useTranslation('crm');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('import.columnLabel', { header })}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as ImportField | null)}
        className="h-11 rounded-lg border border-ink/30 bg-white px-3 text-base"
      >
        <option value="">{t('import.ignore')}</option>
        {IMPORT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {t(`import.fields.${field}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
