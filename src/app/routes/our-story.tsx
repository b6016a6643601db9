import { Page } from '@/components/layout/page';
import { useBrandCopy } from '@/features/content/api/get-brand-copy';
import { StoryView } from '@/features/content/components/story-view';

export default function OurStoryRoute() {
  const copy = useBrandCopy();
  return (
    <Page id="ourStory">
      <StoryView copy={copy.story} />
    </Page>
  );
}
