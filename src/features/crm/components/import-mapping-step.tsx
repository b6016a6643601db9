// /crm/import, step 2: each column of the file mapped to a contact field (or ignored), suggested from the
// headers; the email column is required.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, Label, NativeSelect } from '@/components/ui/form-controls';
import type { LoadedFile } from '@/features/crm/import-file';
import { IMPORT_FIELDS, type ColumnMapping, type ImportField } from '@/features/crm/import-model';
import { Panel } from '@/components/ui/panel';

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
      <Label htmlFor={id}>{t('import.columnLabel', { header })}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as ImportField | null)}
      >
        <option value="">{t('import.ignore')}</option>
        {IMPORT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {t(`import.fields.${field}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function ImportMappingStep({
  file,
  mapping,
  onMapping,
}: {
  file: LoadedFile;
  mapping: ColumnMapping;
  onMapping: (update: (current: ColumnMapping) => ColumnMapping) => void;
}) {
  const { t } = useTranslation('crm');
  const emailMissingId = useId();
  return (
    <Panel id="import-mapping" title={t('import.mappingTitle')}>
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
              onMapping((current) => current.map((old, index) => (index === column ? field : old)))
            }
          />
        ))}
      </div>
      {!mapping.includes('email') ? (
        <div role="alert" className="mt-3">
          <FieldMessage id={emailMissingId} tone="error">
            {t('import.emailColumnMissing')}
          </FieldMessage>
        </div>
      ) : null}
    </Panel>
  );
}
