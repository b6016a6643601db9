// The home page's three press links: the outlet's name and its article's https address, the same in both
// languages. An address that is not https is said at once, next to it.
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import type { PressLink } from '@/features/admin/content-document-model';
import { isHttpsUrl } from '@/features/admin/content-input-model';

export function PressLinksFields({
  links,
  errorOf,
  onChange,
}: {
  links: PressLink[];
  errorOf: (index: number, field: 'outlet' | 'href') => string | undefined;
  onChange: (links: PressLink[]) => void;
}) {
  const { t } = useTranslation('admin-content');
  const set = (index: number, field: 'outlet' | 'href', value: string) =>
    onChange(links.map((link, i) => (i === index ? { ...link, [field]: value } : link)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-ink/15 p-4">
      <legend className="px-1 font-serif text-xl">{t('press.heading')}</legend>
      {links.map((link, index) => (
        <div key={link.id || index} className="grid gap-3 md:grid-cols-2">
          <Field
            label={t('press.outlet', { position: index + 1 })}
            value={link.outlet}
            hint={link.outlet.trim() ? undefined : t('missing.shared')}
            error={errorOf(index, 'outlet')}
            onChange={(event) => set(index, 'outlet', event.target.value)}
          />
          <Field
            type="url"
            label={t('press.address', { position: index + 1 })}
            value={link.href}
            error={
              errorOf(index, 'href') ?? (isHttpsUrl(link.href) ? undefined : t('errors.pressLinkInvalid'))
            }
            onChange={(event) => set(index, 'href', event.target.value)}
          />
        </div>
      ))}
    </fieldset>
  );
}
