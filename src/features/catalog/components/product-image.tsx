import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { objectPosition, type ProductImage as Picture } from '@/lib/product-images';

/**
 * The product's first image, or a drawn placeholder when it has none. With its details (products.image_details)
 * the crop keeps the focal point in view and a phone picks the size that fits it (`sizes`: the width the frame
 * takes on the page); an image without them shows as it always has.
 */
export function ProductImage({
  src,
  alt,
  picture = null,
  sizes,
  className,
  priority = false,
}: {
  src: string | null;
  alt: string;
  picture?: Picture | null;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  const { t } = useTranslation('shop');
  if (!src) {
    return (
      <div
        role="img"
        aria-label={t('catalog.noImage', { title: alt })}
        className={cn('flex aspect-square items-center justify-center bg-sand text-moss/60', className)}
      >
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <path
            d="M32 54V22M32 36c-8-2-12-8-13-14 7 1 12 6 13 14zm0-6c7-2 11-7 12-13-7 1-11 6-12 13z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </div>
    );
  }
  const own = picture?.url === src ? picture : null;
  const sized = own?.srcSet ? own : null;
  // The centre is what object-cover crops to anyway: no style for it, so such an image renders as before.
  const focused = own && (own.focus.x !== 50 || own.focus.y !== 50) ? own : null;
  return (
    <img
      src={src}
      alt={alt}
      width={sized?.width ?? 600}
      height={sized?.height ?? 600}
      {...(sized ? { srcSet: sized.srcSet, sizes } : {})}
      {...(focused ? { style: { objectPosition: objectPosition(focused.focus) } } : {})}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={cn('aspect-square w-full bg-sand object-cover', className)}
    />
  );
}
