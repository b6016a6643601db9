// /admin/vat: where the shop stands against the one-stop-shop threshold and its OSS registration, the VAT rates of
// the member states, and the accountant's exports (sales journal, VAT summary).
import { Page } from '@/components/layout/page';
import { AccountingExports } from '@/features/admin/components/accounting-exports';
import { VatRates } from '@/features/admin/components/vat-rates';
import { VatThreshold } from '@/features/admin/components/vat-threshold';

export default function AdminVatRoute() {
  return (
    <Page id="adminVat" noIndex>
      <div className="mt-6 flex flex-col gap-6">
        <VatThreshold />
        <AccountingExports />
        <VatRates />
      </div>
    </Page>
  );
}
