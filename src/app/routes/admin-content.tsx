// /admin/content: the articles and brand pages with their state, and the static host's build hook.
import { Page } from '@/components/layout/page';
import { BuildHookSetting } from '@/features/admin/components/build-hook-setting';
import { ContentList } from '@/features/admin/components/content-list';
import { paths } from '@/lib/paths';

export default function AdminContentRoute() {
  return (
    <Page id="adminContent" noIndex>
      <ContentList
        articleHref={paths.adminContentArticle}
        pageHref={paths.adminContentPage}
        newArticleHref={paths.adminContentArticle('new')}
      />
      <div className="mt-10">
        <BuildHookSetting />
      </div>
    </Page>
  );
}
