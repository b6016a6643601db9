import { Page } from '../../components/layout/page';

export default function OrderRoute() {
  return <Page id="order" />;
}
