import { Page } from '@/components/layout/page';
import { useLegalCopy } from '@/features/content/api/get-legal-copy';
import { LegalView } from '@/features/content/components/legal-view';

export default function LegalNoticeRoute() {
  const { copy, demo } = useLegalCopy();
  return (
    <Page id="legalNotice">
      <LegalView copy={copy} page="legalNotice" demo={demo} />
    </Page>
  );
}
