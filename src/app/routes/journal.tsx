import { Page } from '../../components/layout/page';

export default function JournalRoute() {
  return <Page id="journal" />;
}
