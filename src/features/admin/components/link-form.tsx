// The address of a link in an article's body, checked before it enters the text: https, http, mailto, tel or a
// path on the site; a javascript: address is refused with a message in the admin's language.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { isAllowedLink } from '@/features/admin/content-input-model';

export function LinkForm({
  initial,
  onApply,
  onRemove,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAllowedLink(href)) {
      setError(t('errors.linkRefused'));
      return;
    }
    onApply(href.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 rounded-lg border border-ink/15 p-3">
      <Field
        label={t('editor.linkAddress')}
        value={href}
        error={error}
        // The form opens on a click of the toolbar's Link button; its one field is where the admin types next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        className="min-w-60 flex-1"
      />
      <Button type="submit">{t('editor.applyLink')}</Button>
      {initial ? (
        <Button type="button" variant="outline" onClick={onRemove}>
          {t('editor.removeLink')}
        </Button>
      ) : null}
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
    </form>
  );
}
