// /admin/content/articles/:id: the editor of one article, or of a new one (`new`). Once a new article's first
// save creates it, the address becomes its own while the same editor stays open (what is typed is kept).
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useContentDocument } from '@/features/admin/api/get-content';
import { ArticleEditor } from '@/features/admin/components/article-editor';
import { emptyArticle } from '@/features/admin/content-document-model';
import { useAuth } from '@/features/auth/auth-context';
import { paths } from '@/lib/paths';

export default function AdminContentArticleRoute() {
  const { t } = useTranslation('admin-content');
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const { session } = useAuth();
  const fresh = id === 'new';
  const document = useContentDocument(fresh ? null : id);

  let content;
  if (fresh) {
    content = (
      <ArticleEditor
        key="new"
        document={null}
        blank={emptyArticle(new Date().toISOString().slice(0, 10))}
        me={session?.user.id ?? null}
        previewHref={paths.adminContentPreview}
        listHref={paths.adminContent}
        onCreated={(created) => {
          // The address bar only: a router navigation would remount the page (the admin layout keys its
          // Suspense by path) and drop the editor with what is being typed; a reload opens the saved article.
          window.history.replaceState(window.history.state, '', paths.adminContentArticle(created));
        }}
        onDeleted={() => navigate(paths.adminContent)}
      />
    );
  } else if (document.isPending) {
    content = <Spinner centered />;
  } else if (document.isError || !document.data || document.data.kind !== 'article') {
    content = (
      <ErrorAlert size="page" className="mt-8">
        {t(document.isError ? 'errors.loadFailed' : 'errors.notFound')}
      </ErrorAlert>
    );
  } else {
    content = (
      <ArticleEditor
        key={document.data.id}
        document={document.data}
        blank={emptyArticle(new Date().toISOString().slice(0, 10))}
        me={session?.user.id ?? null}
        previewHref={paths.adminContentPreview}
        listHref={paths.adminContent}
        onCreated={() => undefined}
        onDeleted={() => navigate(paths.adminContent)}
      />
    );
  }
  return (
    <Page id="adminContentArticle" noIndex>
      {content}
    </Page>
  );
}
