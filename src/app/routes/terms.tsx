import { Page } from '@/components/layout/page';
import { useLegalCopy } from '@/features/content/api/get-legal-copy';
import { LegalView } from '@/features/content/components/legal-view';

export default function TermsRoute() {
  // The terms as the build recorded them (the version checkout accepts), not facts changed since.
  const { copy, demo } = useLegalCopy({ live: false });
  return (
    <Page id="terms">
      <LegalView copy={copy} page="terms" demo={demo} />
    </Page>
  );
}
