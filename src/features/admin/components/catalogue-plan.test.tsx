import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import {
  changesToApply,
  defaultSelection,
  planImport,
  type PlannedProduct,
  type Selection,
} from '@/features/admin/catalogue-import-model';
import type { ProductRow } from '@/features/admin/product-form-model';
import { STATIC_CATALOGUE } from '@/features/admin/static-catalogue';
import { CataloguePlan } from './catalogue-plan';

// The dry run's boxes in both languages: named by field and product, the owner's edit unticked, the new product
// ticked, tick all / untick all per product and overall; what would be sent is read from the same selection.
const riche = STATIC_CATALOGUE[3]!;
const PLAN: PlannedProduct[] = [
  ...planImport(STATIC_CATALOGUE.slice(0, 1), []),
  ...planImport(
    [riche],
    [
      {
        id: 'uuid-riche',
        product_id: riche.id,
        title: riche.name,
        subtitle: riche.subtitle,
        price: 950,
        features: [...riche.features, 'Limited batch'],
        featured: riche.featured,
        title_fr: riche.fr.name,
        subtitle_fr: riche.fr.subtitle,
        description: riche.description,
        description_fr: riche.fr.description,
        features_fr: riche.fr.features,
        image_urls: [riche.image],
      } as ProductRow,
    ],
  ),
];

/** The owner's last choice, as the page would send it on apply. */
const latest: { selection: Selection } = { selection: new Set() };
const sent = () => changesToApply(PLAN, latest.selection);

function Harness() {
  const [selection, setSelection] = useState<Selection>(() => {
    latest.selection = defaultSelection(PLAN);
    return latest.selection;
  });
  const choose = (next: Selection) => {
    latest.selection = next;
    setSelection(next);
  };
  return <CataloguePlan plan={PLAN} selection={selection} onChange={choose} disabled={false} />;
}

// By label and text rather than by role: jsdom computes the accessibility tree for each role query, too slow for
// a plan of twenty boxes. The box's label is its field and its product, as a screen reader reads it.
const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const button = (name: string) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === 'BUTTON' && element.textContent?.replace(/\s+/g, ' ').trim() === name,
  );

// The first render loads the app's translations and the plan draws eighteen boxes: 3 s on a loaded machine,
// twice that on one core, past vitest's default 5 s.
const SLOW_RENDER = { timeout: 15_000 };

describe('CataloguePlan', () => {
  it(
    'leaves the owner’s price unticked, ticks the new product, and ticks per field, product and overall (English)',
    SLOW_RENDER,
    async () => {
      await renderWithApp(<Harness />);
      const group = await screen.findByRole('group', { name: /Renouvela Riche/ });
      expect(box('Price (USD) – Renouvela Riche').checked).toBe(false);
      expect(box('Features – Renouvela Riche').checked).toBe(false);
      expect(box('Name – Immortela Elixir 30 ml').checked).toBe(true);
      expect(within(group).getByText('$950')).toBeTruthy();
      expect(within(group).getByText('$900')).toBeTruthy();
      expect(within(group).getByText('Limited batch')).toBeTruthy();
      expect(within(group).getAllByText(/^Unticked: the shop's value is not the one/)).toHaveLength(2);
      expect(sent().every((change) => change.product === 'immortela-elixir-30ml')).toBe(true);

      fireEvent.click(box('Price (USD) – Renouvela Riche'));
      expect(sent().filter((change) => change.product === riche.id)).toEqual([
        { product: riche.id, field: 'price', new: false, expected: 950, value: 900 },
      ]);
      fireEvent.click(button('Untick all – Immortela Elixir 30 ml'));
      expect(sent().map((change) => change.field)).toEqual(['price']);
      fireEvent.click(button('Tick all – Renouvela Riche'));
      expect(sent().map((change) => change.field)).toEqual(['price', 'features']);
      fireEvent.click(button('Untick every change'));
      expect(sent()).toEqual([]);
      expect(screen.getByText(`0 of ${PLAN[0]!.changes.length + 2} changes ticked.`)).toBeTruthy();
      fireEvent.click(button('Tick every change'));
      expect(sent()).toHaveLength(PLAN[0]!.changes.length + 2);
    },
  );

  it('speaks French: labels, values and the reason a box is unticked', SLOW_RENDER, async () => {
    await renderWithApp(<Harness />, { language: 'fr' });
    const group = await screen.findByRole('group', { name: /Renouvela Riche/ });
    expect(box('Prix (USD) – Renouvela Riche').checked).toBe(false);
    expect(within(group).getByText((text) => text.replace(/\s/g, ' ') === '950 $US')).toBeTruthy();
    expect(within(group).getAllByText('Dans la boutique')).toHaveLength(2);
    expect(within(group).getAllByText(/^Décoché : la valeur de la boutique/)).toHaveLength(2);
    expect(
      screen.getByText(
        'Nouveau : créé (publié) avec les champs cochés. Son nom et son prix sont nécessaires.',
      ),
    ).toBeTruthy();
    expect(button('Tout décocher – Renouvela Riche')).toBeTruthy();
    expect(screen.getAllByText('Pas encore dans la boutique').length).toBeGreaterThan(0);
  });
});
