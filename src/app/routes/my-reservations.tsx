import { Page } from '../../components/layout/page';

export default function MyReservationsRoute() {
  return <Page id="myReservations" noIndex />;
}
