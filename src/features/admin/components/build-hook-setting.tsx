// The static host's build hook (Netlify, Cloudflare Pages): a publish calls it so the pre-rendered pages are
// rebuilt with the new text; its last call's time and status show whether that worked.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useContentAction } from '@/features/admin/api/content-admin';
import { useContentSettings, type ContentSettings } from '@/features/admin/api/get-content';
import { isHttpsUrl } from '@/features/admin/content-input-model';
import { contentErrorMessageKey } from './content-error';
import { useWhen } from './document-state-line';

export function BuildHookSetting() {
  const settings = useContentSettings();
  if (settings.isPending) return null;
  return <BuildHookForm key={settings.data?.build_hook_url ?? ''} settings={settings.data ?? null} />;
}

function BuildHookForm({ settings }: { settings: ContentSettings | null }) {
  const { t } = useTranslation('admin-content');
  const action = useContentAction();
  const when = useWhen();
  const [url, setUrl] = useState(settings?.build_hook_url ?? '');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const value = url.trim();
    if (value && !isHttpsUrl(value)) {
      setError(t('errors.buildHookInvalid'));
      return;
    }
    setError(undefined);
    action.mutate(
      { action: 'set-build-hook', url: value || null },
      {
        onSuccess: () => setSaved(true),
        onError: (failure) => setError(t(contentErrorMessageKey(failure))),
      },
    );
  };
  return (
    <section
      aria-labelledby="build-hook-heading"
      className="flex flex-col gap-3 rounded-2xl border border-ink/15 p-4"
    >
      <h2 id="build-hook-heading" className="font-serif text-2xl">
        {t('buildHook.heading')}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field
          type="url"
          label={t('buildHook.url')}
          hint={t('buildHook.hint')}
          value={url}
          error={error}
          spellCheck={false}
          onChange={(event) => setUrl(event.target.value)}
          className="min-w-72 flex-1"
        />
        <Button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
          {t('buildHook.save')}
        </Button>
      </form>
      <p role="status" className="text-sm text-moss empty:hidden">
        {saved ? t('buildHook.saved') : ''}
      </p>
      <p className="text-sm text-ink/80">
        {settings?.last_build_hook_at
          ? t('buildHook.last', {
              when: when(settings.last_build_hook_at),
              status: settings.last_build_hook_status ?? '—',
            })
          : t('buildHook.never')}
      </p>
    </section>
  );
}
