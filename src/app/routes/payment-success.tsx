import { Page } from '../../components/layout/page';

export default function PaymentSuccessRoute() {
  return <Page id="paymentSuccess" noIndex />;
}
