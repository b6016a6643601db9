// "French: 2 fields missing" (or "English: complete") for each language: what keeps a language from being
// published, before the admin presses Publish.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@/features/admin/content-document-model';

export function MissingSummary({ missing }: { missing: Record<ContentLanguage, number> }) {
  const { t } = useTranslation('admin-content');
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {CONTENT_LANGUAGES.map((language) => (
        <li key={language} className={cn(missing[language] ? 'text-rust' : 'text-moss')}>
          {missing[language]
            ? t('missing.count', { language: t(`languageTitles.${language}`), count: missing[language] })
            : t('missing.complete', { language: t(`languageTitles.${language}`) })}
        </li>
      ))}
    </ul>
  );
}
