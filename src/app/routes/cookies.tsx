import { Page } from '@/components/layout/page';
import { useLegalCopy } from '@/features/content/api/get-legal-copy';
import { LegalView } from '@/features/content/components/legal-view';

export default function CookiesRoute() {
  const { copy, demo } = useLegalCopy();
  return (
    <Page id="cookies">
      <LegalView copy={copy} page="cookies" demo={demo} />
    </Page>
  );
}
