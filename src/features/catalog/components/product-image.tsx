import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The product's first image, or a drawn placeholder when it has none. */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null;
  alt: string;
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
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={cn('aspect-square w-full bg-sand object-cover', className)}
    />
  );
}
