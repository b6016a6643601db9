import { Page } from '../../components/layout/page';

export default function OurStoryRoute() {
  return <Page id="ourStory" />;
}
