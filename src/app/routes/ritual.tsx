import { Page } from '../../components/layout/page';

export default function RitualRoute() {
  return <Page id="ritual" />;
}
