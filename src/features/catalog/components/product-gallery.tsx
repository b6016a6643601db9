// The product window's pictures: the one shown, in the page's language and cropped around its focal point, and,
// when the product has several, a row of thumbnails to choose it (buttons: keyboard and screen readers too).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageAlt, objectPosition, productImagesOf } from '@/lib/product-images';
import type { Product } from '@/features/catalog/api/get-products';
import { ProductImage } from './product-image';

/** The window is two columns from md (max-w-3xl): the picture takes one. */
const SHOWN_SIZES = '(min-width: 768px) 24rem, 100vw';

export function ProductGallery({
  product,
  title,
  priority = false,
}: {
  product: Product;
  title: string;
  /** The page's main picture (the product page's LCP): loaded at once, first. */
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation('shop');
  const images = productImagesOf(product.image_urls, product.image_details);
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0] ?? null;
  const picture = (
    <ProductImage
      src={current?.url ?? null}
      alt={imageAlt(current, i18n.language, title)}
      picture={current}
      sizes={SHOWN_SIZES}
      priority={priority}
      className="md:h-full md:rounded-l-2xl"
    />
  );
  if (images.length < 2) return picture;
  return (
    <div className="flex flex-col">
      <div className="md:min-h-0 md:flex-1">{picture}</div>
      <ul className="flex flex-wrap gap-2 p-3" aria-label={t('catalog.gallery', { title })}>
        {images.map((image, index) => (
          <li key={`${image.url}#${index}`}>
            <button
              type="button"
              aria-pressed={index === shown}
              aria-label={t('catalog.showImage', { position: index + 1, count: images.length })}
              onClick={() => setShown(index)}
              className="block h-14 w-14 overflow-hidden rounded-lg ring-2 ring-transparent ring-offset-1 aria-pressed:ring-moss focus-visible:outline-2 focus-visible:outline-moss"
            >
              <img
                src={image.url}
                {...(image.srcSet ? { srcSet: image.srcSet, sizes: '3.5rem' } : {})}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="h-full w-full bg-sand object-cover"
                style={{ objectPosition: objectPosition(image.focus) }}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
