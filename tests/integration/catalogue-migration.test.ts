// The catalogue migration with the app's own code against the local backend (issue 32 item 6): the dry run
// writes nothing and leaves the owner's edits unticked; admin_apply_catalogue_migration writes only the ticked
// pairs, refuses a pair whose shop value changed since the dry run, refuses anyone but an admin at aal2, and two
// applies at once do not both write.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyCatalogueChanges,
  planCatalogueImport,
} from '../../src/features/admin/api/run-catalogue-import';
import {
  changesToApply,
  defaultSelection,
  pairKey,
  type ApplyChange,
} from '../../src/features/admin/catalogue-import-model';
import { STATIC_CATALOGUE, type StaticCatalogueItem } from '../../src/features/admin/static-catalogue';
import {
  adminClient,
  adminClientAal1,
  anonClient,
  newMember,
  serviceClient,
  untyped,
  type Client,
} from './helpers';

let service: Client;
let admin: Client;

beforeAll(async () => {
  service = serviceClient();
  admin = await adminClient();
});

/** Two catalogue items under fresh slugs, so each test has products of its own. */
function testCatalogue(): StaticCatalogueItem[] {
  const tag = randomUUID().slice(0, 8);
  return STATIC_CATALOGUE.slice(0, 2).map((item) => ({ ...item, id: `${item.id}-${tag}` }));
}

async function productOf(slug: string) {
  const { data, error } = await service
    .from('products')
    .select('id, title, subtitle, price, published, title_fr, image_urls, stock')
    .eq('product_id', slug)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Creates the catalogue's products through a dry run and an apply of its defaults. */
async function imported(catalogue: StaticCatalogueItem[]) {
  const plan = await planCatalogueImport(admin, catalogue);
  await applyCatalogueChanges(admin, changesToApply(plan, defaultSelection(plan)));
}

describe('the dry run', () => {
  it('on the seeded database finds the five items with nothing to change', async () => {
    const plan = await planCatalogueImport(admin);
    expect(plan.map((item) => [item.slug, item.isNew, item.changes.length])).toEqual(
      STATIC_CATALOGUE.map((item) => [item.id, false, 0]),
    );
  });

  it('writes nothing, and a new product starts all ticked', async () => {
    const catalogue = testCatalogue();
    const plan = await planCatalogueImport(admin, catalogue);
    expect(plan.map((item) => item.isNew)).toEqual([true, true]);
    expect(plan.every((item) => item.changes.every((change) => change.tickedByDefault))).toBe(true);
    expect(await productOf(catalogue[0]!.id)).toBeNull();
  });
});

describe('the apply', () => {
  it('creates the new products, published, and a second dry run has nothing left', async () => {
    const catalogue = testCatalogue();
    const plan = await planCatalogueImport(admin, catalogue);
    const outcomes = await applyCatalogueChanges(admin, changesToApply(plan, defaultSelection(plan)));
    expect(outcomes.every((entry) => entry.outcome === 'applied')).toBe(true);
    expect(outcomes).toHaveLength(plan.flatMap((item) => item.changes).length);
    expect(await productOf(catalogue[0]!.id)).toMatchObject({
      title: 'Immortela Elixir 30 ml',
      price: 1400,
      published: true,
      stock: null,
      title_fr: 'Élixir Immortela 30 ml',
      image_urls: ['/images/products/immortela-elixir-30ml.svg'],
    });
    const again = await planCatalogueImport(admin, catalogue);
    expect(again.map((item) => [item.isNew, item.changes])).toEqual([
      [false, []],
      [false, []],
    ]);
  });

  it('applies only the ticked pairs: the owner’s price is left unticked and kept, the catalogue’s new name goes in', async () => {
    const catalogue = testCatalogue();
    await imported(catalogue);
    const slug = catalogue[0]!.id;
    // The owner changes the price in the editor; the catalogue renames the item.
    await service.from('products').update({ price: 1234 }).eq('product_id', slug);
    catalogue[0] = { ...catalogue[0]!, name: 'Immortela Elixir 30 ml (new label)' };

    const plan = await planCatalogueImport(admin, catalogue);
    expect(plan[0]?.changes.map((change) => [change.field, change.current, change.tickedByDefault])).toEqual([
      ['title', 'Immortela Elixir 30 ml', true],
      ['price', 1234, false],
    ]);
    const changes = changesToApply(plan, defaultSelection(plan));
    expect(changes.map((change) => [change.product, change.field])).toEqual([[slug, 'title']]);
    expect(await applyCatalogueChanges(admin, changes)).toEqual([
      { product: slug, field: 'title', outcome: 'applied' },
    ]);
    expect(await productOf(slug)).toMatchObject({ title: 'Immortela Elixir 30 ml (new label)', price: 1234 });

    // Still unticked on the next dry run: the owner's price is never put back unless ticked.
    const next = await planCatalogueImport(admin, catalogue);
    expect(next[0]?.changes.map((change) => [change.field, change.tickedByDefault])).toEqual([
      ['price', false],
    ]);
    // Ticked by hand, it is applied, and from then on the migration owns that value again.
    const ticked = changesToApply(next, new Set([pairKey(slug, 'price')]));
    expect(await applyCatalogueChanges(admin, ticked)).toEqual([
      { product: slug, field: 'price', outcome: 'applied' },
    ]);
    expect((await productOf(slug))?.price).toBe(1400);
  });

  it('refuses a pair the owner changed after the dry run, and applies the others', async () => {
    const catalogue = testCatalogue();
    await imported(catalogue);
    const [first, second] = catalogue.map((item) => item.id) as [string, string];
    await service.from('products').update({ subtitle: 'Edited once' }).in('product_id', [first, second]);
    const plan = await planCatalogueImport(admin, catalogue);
    const changes = changesToApply(plan, new Set([pairKey(first, 'subtitle'), pairKey(second, 'subtitle')]));
    // Meanwhile, the owner edits the first subtitle again.
    await service.from('products').update({ subtitle: 'Edited twice' }).eq('product_id', first);

    const outcomes = await applyCatalogueChanges(admin, changes);
    // Outcomes come by product slug (the 10 ml's sorts first), then field.
    expect(outcomes).toEqual([
      { product: second, field: 'subtitle', outcome: 'applied' },
      { product: first, field: 'subtitle', outcome: 'changed' },
    ]);
    expect((await productOf(first))?.subtitle).toBe('Edited twice');
    expect((await productOf(second))?.subtitle).toBe(catalogue[1]!.subtitle);
  });

  it('refuses a new product created meanwhile, and one without its name and price', async () => {
    const catalogue = testCatalogue();
    const plan = await planCatalogueImport(admin, catalogue);
    const [first, second] = catalogue.map((item) => item.id) as [string, string];
    await service.from('products').insert({ product_id: first, title: 'Made in the editor', price: 10 });
    const selection = new Set([
      pairKey(first, 'title'),
      pairKey(first, 'price'),
      pairKey(second, 'title'),
      pairKey(second, 'subtitle'),
    ]);
    expect(await applyCatalogueChanges(admin, changesToApply(plan, selection))).toEqual([
      { product: second, field: 'subtitle', outcome: 'incomplete' },
      { product: second, field: 'title', outcome: 'incomplete' },
      { product: first, field: 'price', outcome: 'changed' },
      { product: first, field: 'title', outcome: 'changed' },
    ]);
    expect(await productOf(first)).toMatchObject({ title: 'Made in the editor', price: 10 });
    expect(await productOf(second)).toBeNull();
  });

  it('two applies of the same pairs at once write them once', async () => {
    const catalogue = testCatalogue();
    await imported(catalogue);
    const slug = catalogue[0]!.id;
    await service.from('products').update({ price: 999 }).eq('product_id', slug);
    const plan = await planCatalogueImport(admin, catalogue);
    const changes = changesToApply(plan, new Set([pairKey(slug, 'price')]));
    const other = await adminClient();
    const results = await Promise.all([
      applyCatalogueChanges(admin, changes),
      applyCatalogueChanges(other, changes),
    ]);
    expect(results.map((outcomes) => outcomes[0]?.outcome).sort()).toEqual(['applied', 'changed']);
    expect((await productOf(slug))?.price).toBe(1400);

    // Two creations of the same new product at once: one product, one of them refused.
    const fresh = testCatalogue().slice(0, 1);
    const creation = await planCatalogueImport(admin, fresh);
    const creates = changesToApply(creation, defaultSelection(creation));
    const created = await Promise.all([
      applyCatalogueChanges(admin, creates),
      applyCatalogueChanges(other, creates),
    ]);
    expect(created.map((outcomes) => outcomes[0]?.outcome).sort()).toEqual(['applied', 'changed']);
    const rows = await service.from('products').select('id').eq('product_id', fresh[0]!.id);
    expect(rows.data).toHaveLength(1);
  });

  it('refuses bad input whole: an unknown field writes nothing of the pairs sent with it', async () => {
    const catalogue = testCatalogue();
    await imported(catalogue);
    const slug = catalogue[0]!.id;
    await service.from('products').update({ subtitle: 'Owner' }).eq('product_id', slug);
    const good: ApplyChange = {
      product: slug,
      field: 'subtitle',
      new: false,
      expected: 'Owner',
      value: 'Catalogue',
    };
    const bad = { ...good, field: 'stock_held' } as unknown as ApplyChange;
    await expect(applyCatalogueChanges(admin, [good, bad])).rejects.toMatchObject({
      message: 'catalogue_field_unknown',
    });
    const missingExpected = {
      product: slug,
      field: 'subtitle',
      new: false,
      value: 'x',
    } as unknown as ApplyChange;
    await expect(applyCatalogueChanges(admin, [missingExpected])).rejects.toMatchObject({
      message: 'catalogue_changes_invalid',
    });
    expect((await productOf(slug))?.subtitle).toBe('Owner');
  });
});

describe('who may apply', () => {
  let slug: string;
  let changes: ApplyChange[];

  beforeAll(async () => {
    const catalogue = testCatalogue();
    await imported(catalogue);
    slug = catalogue[0]!.id;
    await service.from('products').update({ subtitle: 'Owner' }).eq('product_id', slug);
    changes = [{ product: slug, field: 'subtitle', new: false, expected: 'Owner', value: 'Catalogue' }];
  });

  it('an admin at aal1 is refused: two_factor_required', async () => {
    await expect(applyCatalogueChanges(await adminClientAal1(), changes)).rejects.toMatchObject({
      message: 'two_factor_required',
    });
    expect((await productOf(slug))?.subtitle).toBe('Owner');
  });

  it('a member is refused (admins_only), the public cannot call it at all', async () => {
    const member = (await newMember()).client;
    await expect(applyCatalogueChanges(member, changes)).rejects.toMatchObject({ message: 'admins_only' });
    await expect(applyCatalogueChanges(anonClient(), changes)).rejects.toMatchObject({ code: '42501' });
    expect((await productOf(slug))?.subtitle).toBe('Owner');
  });

  it('what the migration wrote is read by admins only and written by no API role', async () => {
    const product = await productOf(slug);
    const member = (await newMember()).client;
    expect((await member.from('catalogue_migration_values').select('field')).data).toEqual([]);
    const forged = await untyped(admin)
      .from('catalogue_migration_values')
      .insert({ product_id: product!.id, field: 'subtitle', value: 'Owner' });
    expect(forged.error?.code).toBe('42501');
    const read = await admin.from('catalogue_migration_values').select('field').eq('product_id', product!.id);
    expect(read.data?.map((row) => row.field)).toContain('subtitle');
  });
});
