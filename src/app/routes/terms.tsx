import { Page } from '@/components/layout/page';
import { useLegalCopy } from '@/features/content/api/get-legal-copy';
import { LegalView } from '@/features/content/components/legal-view';

export default function TermsRoute() {
  const { copy, demo } = useLegalCopy();
  return (
    <Page id="terms">
      <LegalView copy={copy} page="terms" demo={demo} />
    </Page>
  );
}
