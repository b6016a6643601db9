import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '../../components/layout/page';
import { AuthPanel } from '../../features/auth/components/auth-panel';

/** Where a guard sent the user from; only same-site paths are honoured. */
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export default function AuthRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Page id="auth">
      <AuthPanel onSignedIn={() => void navigate(returnPath(location.state), { replace: true })} />
    </Page>
  );
}
