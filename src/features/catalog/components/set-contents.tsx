// "In this set": a set's components, each linking to its product, under the set's description.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import type { Product } from '@/features/catalog/api/get-products';
import { setComponents } from '@/features/catalog/set-components';

export function SetContents({
  product,
  heading = 'h3',
}: {
  product: Pick<Product, 'set_components'>;
  heading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('shop');
  const components = setComponents(product.set_components, i18n.language);
  if (components.length === 0) return null;
  const Heading = heading;
  return (
    <section aria-labelledby="set-contents-heading" data-testid="set-contents">
      <Heading
        id="set-contents-heading"
        className="text-sm font-semibold uppercase tracking-wider text-ink/80"
      >
        {t('sets.inThisSet')}
      </Heading>
      <ul className="mt-2 space-y-1 text-sm">
        {components.map((component) => (
          <li key={component.productId}>
            <Link
              to={paths.productPage(component.productId)}
              className="font-medium text-moss underline underline-offset-4 hover:text-moss-dark"
            >
              {component.title}
            </Link>
            {component.quantity > 1 ? ` × ${component.quantity}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
