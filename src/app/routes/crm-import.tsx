import { Page } from '../../components/layout/page';

export default function CrmImportRoute() {
  return <Page id="crmImport" noIndex />;
}
