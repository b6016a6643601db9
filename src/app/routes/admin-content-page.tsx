// /admin/content/pages/:key: the editor of one brand page (home, story, ritual, commitment, experiences).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useContentDocuments } from '@/features/admin/api/get-content';
import { PageEditor } from '@/features/admin/components/page-editor';
import { useAuth } from '@/features/auth/auth-context';
import { paths } from '@/lib/paths';

export default function AdminContentPageRoute() {
  const { t } = useTranslation('admin-content');
  const { key } = useParams();
  const { session } = useAuth();
  const documents = useContentDocuments();
  const document = documents.data?.find((row) => row.kind === 'page' && row.key === key);
  let content;
  if (documents.isPending) content = <Spinner centered />;
  else if (!document) {
    content = (
      <ErrorAlert size="page" className="mt-8">
        {t(documents.isError ? 'errors.loadFailed' : 'errors.notFound')}
      </ErrorAlert>
    );
  } else {
    content = (
      <PageEditor
        key={document.id}
        document={document}
        me={session?.user.id ?? null}
        previewHref={paths.adminContentPreview}
        listHref={paths.adminContent}
      />
    );
  }
  return (
    <Page id="adminContentPage" noIndex>
      {content}
    </Page>
  );
}
