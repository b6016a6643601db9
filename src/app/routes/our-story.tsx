import { Page } from '@/components/layout/page';
import { StoryView } from '@/features/content/components/story-view';
import { PublishedPage } from '@/features/content/components/published-page';
import { paths } from '@/lib/paths';

export default function OurStoryRoute() {
  return (
    <PublishedPage page="story" path={paths.ourStory}>
      {(copy, languages) => (
        <Page id="ourStory" languages={languages}>
          <StoryView copy={copy} />
        </Page>
      )}
    </PublishedPage>
  );
}
