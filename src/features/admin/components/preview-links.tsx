// Links to the draft as a visitor would see it, in each language (opened in a new tab, so the editor stays).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@/features/admin/content-document-model';

export function PreviewLinks({ href }: { href: (language: ContentLanguage) => string }) {
  const { t } = useTranslation('admin-content');
  return (
    <ul className="flex flex-wrap gap-4 text-sm" aria-label={t('preview.links')}>
      {CONTENT_LANGUAGES.map((language) => (
        <li key={language}>
          <Link
            to={href(language)}
            target="_blank"
            className="inline-flex min-h-11 items-center text-moss underline underline-offset-4"
          >
            {t('preview.open', { language: t(`languages.${language}`) })}
            <span className="sr-only"> {t('preview.newTab')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
