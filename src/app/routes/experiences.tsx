import { Page } from '../../components/layout/page';

export default function ExperiencesRoute() {
  return <Page id="experiences" />;
}
