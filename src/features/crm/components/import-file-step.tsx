// /crm/import, step 1: the CSV file, read in the browser (import-file.ts says what can be imported).
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, Label } from '@/components/ui/form-controls';
import { Panel } from '@/components/ui/panel';

export function ImportFileStep({
  inputKey,
  error,
  onChoose,
}: {
  /** A new key empties the input, so the same file can be chosen again. */
  inputKey: number;
  error: string | null;
  onChoose: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('crm');
  const fileId = useId();
  return (
    <Panel id="import-file" title={t('import.fileTitle')}>
      <p className="mt-2 text-sm">{t('import.fileHelp')}</p>
      <div className="mt-4 flex flex-col gap-1">
        <Label htmlFor={fileId}>{t('import.fileLabel')}</Label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChoose(event.target.files?.[0])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fileId}-error` : undefined}
        />
        {error ? (
          <div role="alert">
            <FieldMessage id={fileId} tone="error">
              {error}
            </FieldMessage>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
