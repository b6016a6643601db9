import { Page } from '../../components/layout/page';
import { RequireAuth } from '../../features/auth/components/guards';

export default function MyReservationsRoute() {
  return (
    <RequireAuth>
      <Page id="myReservations" noIndex />
    </RequireAuth>
  );
}
