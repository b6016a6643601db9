// One image of the product editor: its picture (a click sets the focal point), how the card and the product
// window crop it, its alt texts in English and French side by side, the focal point in percent, and the buttons
// that move or remove it. The whole item is also a drag handle for reordering (product-images.tsx).
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { Language } from '@/lib/language';
import { MAX_ALT_LENGTH, objectPosition, type ImageFocus, type ProductImage } from '@/lib/product-images';
import { altProblem, focusAt, focusInput, srcSetWidths } from '@/features/admin/product-image-model';

export interface ImageItemDrag {
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  dragging: boolean;
}

const LANGUAGES: Language[] = ['en', 'fr'];

export function ProductImageItem({
  image,
  index,
  count,
  drag,
  onAlt,
  onFocus,
  onMove,
  onRemove,
}: {
  image: ProductImage;
  index: number;
  count: number;
  drag: ImageItemDrag;
  onAlt: (language: Language, text: string) => void;
  onFocus: (focus: ImageFocus) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const position = index + 1;
  const crop = { objectPosition: objectPosition(image.focus) };
  const sizes = srcSetWidths(image.srcSet);
  return (
    <li
      draggable
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
      data-testid="product-image"
      className={`flex flex-col gap-3 rounded-xl border bg-cream p-3 ${drag.dragging ? 'border-moss opacity-60' : 'border-ink/15'}`}
    >
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3">
        {/* A pointer shortcut for the two focal point fields below, which are the keyboard's way. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          className="relative cursor-crosshair"
          onClick={(event) => onFocus(focusAt(event, event.currentTarget.getBoundingClientRect()))}
        >
          <img
            src={image.url}
            alt={t('products.images.alt', { position })}
            className="w-full rounded-lg bg-sand"
            draggable={false}
            loading="lazy"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-cream bg-moss/70 shadow"
            style={{ left: `${image.focus.x}%`, top: `${image.focus.y}%` }}
          />
        </div>
        <div className="flex flex-col gap-2 text-xs text-ink/80">
          <span>{t('products.images.previewCard')}</span>
          <img src={image.url} alt="" className="aspect-[4/3] w-full rounded object-cover" style={crop} />
          <span>{t('products.images.previewDialog')}</span>
          <img src={image.url} alt="" className="aspect-square w-full rounded object-cover" style={crop} />
        </div>
      </div>
      <p className="break-all text-xs text-ink/70">
        {index === 0 ? `${t('products.images.main')} · ` : ''}
        {image.url}
        {sizes.length > 0 ? ` · ${t('products.images.sizes', { widths: sizes.join(', ') })}` : ''}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {LANGUAGES.map((language) => {
          const problem = altProblem(image.alt[language]);
          return (
            <Field
              key={language}
              label={t(`products.images.alt_${language}`, { position })}
              hint={t('products.images.altHint', { max: MAX_ALT_LENGTH })}
              lang={language}
              value={image.alt[language]}
              maxLength={MAX_ALT_LENGTH}
              onChange={(event) => onAlt(language, event.target.value)}
              error={problem ? t(`products.images.${problem}`, { max: MAX_ALT_LENGTH }) : undefined}
            />
          );
        })}
      </div>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-medium">{t('products.images.focus', { position })}</legend>
        <Field
          label={t('products.images.focusX', { position })}
          type="number"
          min={0}
          max={100}
          step={1}
          value={image.focus.x}
          onChange={(event) => onFocus({ ...image.focus, x: focusInput(event.target.value, image.focus.x) })}
        />
        <Field
          label={t('products.images.focusY', { position })}
          type="number"
          min={0}
          max={100}
          step={1}
          value={image.focus.y}
          onChange={(event) => onFocus({ ...image.focus, y: focusInput(event.target.value, image.focus.y) })}
        />
        <p className="col-span-2 text-xs text-ink/70">{t('products.images.focusHint')}</p>
      </fieldset>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          size="sm"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t('products.images.moveUp', { position })}
        >
          {t('products.images.up')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('products.images.moveDown', { position })}
        >
          {t('products.images.down')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-rust"
          onClick={onRemove}
          aria-label={t('products.images.remove', { position })}
        >
          {t('products.images.removeShort')}
        </Button>
      </div>
    </li>
  );
}
