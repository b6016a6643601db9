import { Page } from '@/components/layout/page';
import { useArticles } from '@/features/content/api/get-brand-copy';
import { JournalList } from '@/features/content/components/journal-list';

export default function JournalRoute() {
  const articles = useArticles();
  return (
    <Page id="journal">
      <JournalList articles={articles} />
    </Page>
  );
}
