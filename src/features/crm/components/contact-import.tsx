// /crm/import: a CSV file read in the browser, its columns mapped to contact fields (suggested from the
// headers), every row checked in a preview, then imported in batches; the log of recent imports with their
// counts and errors, and the undo of the last one. The steps: import-file-step, import-mapping-step,
// import-preview-step, import-result; import-log.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crmErrorKey } from '@/features/crm/api/crm-error';
import { useImportContacts, type ImportResult } from '@/features/crm/api/import-contacts';
import { readImportFile, type LoadedFile } from '@/features/crm/import-file';
import { validateImport, type ColumnMapping } from '@/features/crm/import-model';
import { ImportFileStep } from './import-file-step';
import { ImportLog } from './import-log';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportResultSummary } from './import-result';

export function ContactImport() {
  const { t, i18n } = useTranslation('crm');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const runImport = useImportContacts();

  const validation = useMemo(() => (file ? validateImport(file.csv.rows, mapping) : null), [file, mapping]);

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    setImportError(null);
    setFile(null);
    if (!chosen) return;
    const reading = await readImportFile(chosen, i18n.language);
    if ('errorKey' in reading) {
      setFileError(t(reading.errorKey, reading.values));
      return;
    }
    setFileError(null);
    setFile(reading.file);
    setMapping(reading.file.csv.suggestedMapping);
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

  return (
    <div className="mt-8 flex flex-col gap-6">
      <ImportFileStep inputKey={inputKey} error={fileError} onChoose={(chosen) => void choose(chosen)} />
      {result ? <ImportResultSummary result={result} /> : null}
      {file && validation ? (
        <>
          <ImportMappingStep file={file} mapping={mapping} onMapping={setMapping} />
          <ImportPreviewStep
            file={file}
            mapping={mapping}
            validation={validation}
            importing={runImport.isPending}
            progress={progress}
            importError={importError}
            onStart={() => void start()}
          />
        </>
      ) : null}
      <ImportLog />
    </div>
  );
}
