// One field the migration would change: its box (named by field and product), the shop's value and the
// catalogue's, and why it starts unticked when it does.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Label } from '@/components/ui/form-controls';
import { formatFieldValue, type ShownValue, type ValueWords } from '@/features/admin/catalogue-change-format';
import type { FieldChange } from '@/features/admin/catalogue-import-model';

interface Props {
  change: FieldChange;
  isNew: boolean;
  /** "– <product name>", for screen readers: read after the field's name, so each box says which product it changes. */
  ofProduct: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

export function CataloguePlanChange({ change, isNew, ofProduct, checked, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const words: ValueWords = (key, options) => t(`migration.values.${key}`, options ?? {});
  const show = (value: FieldChange['current']) => formatFieldValue(change.field, value, i18n.language, words);
  const untickedWhy = !isNew && !change.tickedByDefault;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled}
          aria-describedby={untickedWhy ? `${id}-values ${id}-why` : `${id}-values`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <Label htmlFor={id}>
          {t(`migration.fields.${change.field}`)}
          <span className="sr-only"> {ofProduct}</span>
        </Label>
      </div>
      <dl id={`${id}-values`} className="grid gap-x-4 gap-y-1 pl-8 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink/70">{t('migration.inShop')}</dt>
        <dd>{isNew ? t('migration.notInShop') : <Shown value={show(change.current)} />}</dd>
        <dt className="text-ink/70">{t('migration.inCatalogue')}</dt>
        <dd>
          <Shown value={show(change.catalogue)} />
        </dd>
      </dl>
      {untickedWhy ? (
        <p id={`${id}-why`} className="pl-8 text-xs text-ink/70">
          {t('migration.untickedWhy')}
        </p>
      ) : null}
    </div>
  );
}

function Shown({ value }: { value: ShownValue }) {
  if (value.kind === 'text') return <span className="break-words">{value.text}</span>;
  return (
    <ul className="list-disc pl-5">
      {value.items.map((item, index) => (
        // Items may repeat (two identical features): the position keeps the keys apart.
        <li key={`${index}-${item}`} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}
