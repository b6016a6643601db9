import { Page } from '../../components/layout/page';

export default function ReservationCheckoutRoute() {
  return <Page id="reservationCheckout" noIndex />;
}
