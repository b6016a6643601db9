// /admin/migrate-images: dry run (which images would be copied), then the copy, reporting every image:
// copied (with its new address), skipped (already in the bucket) or failed (with the reason).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAdminProducts } from '@/features/admin/api/get-admin-products';
import { useImageDryRun, useImageMigration } from '@/features/admin/api/run-image-migration';
import { countResults, type ImageReport } from '@/features/admin/image-migration-model';
import { MAX_IMAGE_BYTES } from '@/features/admin/product-image-model';
import { SelectField } from '@/components/ui/field';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { ErrorAlert } from '@/components/ui/alert';
import { MigrationReport } from './migration-report';
import { ColumnHeads } from './column-heads';

export function ImageMigration() {
  const { t } = useTranslation('admin');
  const products = useAdminProducts();
  const dryRun = useImageDryRun();
  const run = useImageMigration();
  const [scope, setScope] = useState('');
  const busy = dryRun.isPending || run.isPending;
  const productId = scope || undefined;

  return (
    <div className="mt-6 flex flex-col gap-8">
      <p className="max-w-3xl text-ink/80">{t('images.intro', { max: MAX_IMAGE_BYTES / 1024 / 1024 })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('images.scope')}
          value={scope}
          onChange={(event) => {
            setScope(event.target.value);
            dryRun.reset();
            run.reset();
          }}
          className="min-w-64"
        >
          <option value="">{t('images.allProducts')}</option>
          {(products.data ?? []).map((product) => (
            <option key={product.id} value={product.id}>
              {product.title} ({product.product_id})
            </option>
          ))}
        </SelectField>
        <Button
          variant="outline"
          disabled={busy}
          aria-busy={dryRun.isPending}
          onClick={() => {
            run.reset();
            dryRun.mutate(productId);
          }}
        >
          {t('images.dryRun')}
        </Button>
        <Button
          disabled={busy || !dryRun.isSuccess}
          aria-busy={run.isPending}
          onClick={() => run.mutate(productId)}
        >
          {t('images.run')}
        </Button>
      </div>
      {!dryRun.isSuccess && !run.isSuccess ? (
        <p className="text-sm text-ink/70">{t('images.dryRunFirst')}</p>
      ) : null}
      {run.isPending ? <p role="status">{t('images.copying')}</p> : null}
      {dryRun.isError || run.isError ? <ErrorAlert>{t('images.failed')}</ErrorAlert> : null}
      {run.isSuccess ? (
        <Report reports={run.data} title={t('images.reportTitle')} />
      ) : dryRun.isSuccess ? (
        <Report reports={dryRun.data} title={t('images.planTitle')} />
      ) : null}
    </div>
  );
}

function Report({ reports, title }: { reports: ImageReport[]; title: string }) {
  const { t } = useTranslation('admin');
  return (
    <MigrationReport
      id="images-report"
      title={title}
      summary={reports.length === 0 ? t('images.noImages') : t('images.summary', countResults(reports))}
    >
      {reports.length > 0 ? (
        <ScrollRegion className="mt-4" label={title}>
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <ColumnHeads
              columns={[t('images.columns.product'), t('images.columns.image'), t('images.columns.result')]}
            />
            <tbody>
              {reports.map((report, index) => (
                <tr key={`${report.productId}-${index}`} className="border-b border-ink/10 align-top">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {report.title}
                  </th>
                  <td className="break-all py-2 pr-4 text-xs">{report.url}</td>
                  <td className="py-2" data-testid="image-result">
                    <span className={report.result === 'failed' ? 'font-medium text-rust' : 'font-medium'}>
                      {t(`images.result.${report.result}`)}
                    </span>
                    {report.reason ? (
                      <span className="block">
                        {t(`images.reason.${report.reason}`, {
                          detail: report.detail ?? '',
                          max: MAX_IMAGE_BYTES / 1024 / 1024,
                        })}
                      </span>
                    ) : null}
                    {report.newUrl ? (
                      <span className="block break-all text-xs text-ink/70">{report.newUrl}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </MigrationReport>
  );
}
