import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { CommunityConfirm } from '@/features/content/components/community-confirm';

export default function CommunityConfirmRoute() {
  const [params] = useSearchParams();
  return (
    <Page id="communityConfirm" noIndex>
      <CommunityConfirm rawToken={params.get('token')} />
    </Page>
  );
}
