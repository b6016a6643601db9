import { Page } from '../../components/layout/page';

export default function OurCommitmentRoute() {
  return <Page id="ourCommitment" />;
}
