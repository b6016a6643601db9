import { Page } from '@/components/layout/page';
import { WithdrawalModelForm } from '@/features/orders/components/withdrawal-model-form';

export default function WithdrawalFormRoute() {
  return (
    <Page id="withdrawalForm">
      <WithdrawalModelForm />
    </Page>
  );
}
