import { Page } from '../../components/layout/page';

export default function ContactRoute() {
  return <Page id="contact" />;
}
