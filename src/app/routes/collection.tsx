import { Page } from '../../components/layout/page';

export default function CollectionRoute() {
  return <Page id="collection" />;
}
