import { Page } from '../../components/layout/page';

export default function HomeRoute() {
  return <Page id="home" />;
}
