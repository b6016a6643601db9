import { Page } from '@/components/layout/page';
import { usePublishedContent } from '@/features/content/api/get-published-content';
import { JournalList } from '@/features/content/components/journal-list';

export default function JournalRoute() {
  const content = usePublishedContent();
  return (
    <Page id="journal">
      <JournalList articles={content.articles} language={content.language} />
    </Page>
  );
}
