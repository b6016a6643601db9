import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { RitualSetButton } from '@/features/catalog/components/ritual-set-button';
import { toCartLine } from '@/features/catalog/product-view';
import { useCart } from '@/features/cart/cart-context';
import { RitualView } from '@/features/content/components/ritual-view';
import { PublishedPage } from '@/features/content/components/published-page';
import { paths } from '@/lib/paths';
import { useCurrency } from '@/lib/use-currency';

export default function RitualRoute() {
  const { i18n } = useTranslation();
  const cart = useCart();
  const currency = useCurrency();
  return (
    <PublishedPage page="ritual" path={paths.ritual}>
      {(copy, languages) => (
        <Page id="ritual" languages={languages}>
          <RitualView
            copy={copy}
            ritualAction={(ritual) => (
              <RitualSetButton
                ritualId={ritual.id}
                ritualTitle={ritual.title}
                onAddToCart={(set) => cart.add(toCartLine(set, i18n.language, currency))}
              />
            )}
          />
        </Page>
      )}
    </PublishedPage>
  );
}
