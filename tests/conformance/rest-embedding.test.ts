// PostgREST 14 conformance of resource embedding (docs "Resource Embedding", Plan.hs findRel, Error.hs):
// one-to-one as objects (issue 19 item 2), empty embeds (item 4), self references, PGRST200/PGRST201 (item 7),
// many-to-many, rel(count), computed relationships, spread, related order, null filters on embeds (item 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, rest } from './rest-client.ts';
import { createConformanceSchema, dropConformanceSchema } from './rest-schema.ts';

beforeAll(createConformanceSchema);
afterAll(dropConformanceSchema);

describe('one-to-one and one-to-many', () => {
  it('embeds a one-to-one relationship (the foreign key is the primary key) as an object, from both sides', async () => {
    const { data, error, status } = await db()
      .from('authors')
      .select('name, author_profiles(bio)')
      .order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { name: 'Ada', author_profiles: { bio: 'First programmer' } },
      { name: 'Brian', author_profiles: { bio: 'Wrote C' } },
      { name: 'Chloe', author_profiles: null },
    ]);
    const other = await rest('author_profiles?select=bio,authors(name)&author_id=eq.2');
    expect(other.body).toEqual([{ bio: 'Wrote C', authors: { name: 'Brian' } }]);
  });

  it('keeps parents without related rows with !left, and drops them with !inner', async () => {
    const left = await rest('tags?select=name,books!left(id)&order=id&books.order=id');
    expect(left.body).toEqual([
      { name: 'classic', books: [{ id: 1 }, { id: 2 }] },
      { name: 'systems', books: [{ id: 2 }, { id: 3 }] },
      { name: 'unused', books: [] },
    ]);
    const inner = await rest('tags?select=name,books!inner(id)&books.id=eq.3');
    expect(inner.body).toEqual([{ name: 'systems', books: [{ id: 3 }] }]);
  });

  it('embeds one-to-many as an array, with the embedded order and limit', async () => {
    const response = await rest('authors?select=name,books(title)&id=eq.2&books.order=id.desc&books.limit=1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ name: 'Brian', books: [{ title: 'Unix Tools' }] }]);
  });
});

describe('empty embeds and null filters', () => {
  it('leaves an embed with no columns out of the result', async () => {
    const { data, error } = await db().from('books').select('title, authors()').order('id').limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Notes' }, { title: 'The C Book' }]);
  });

  it('filters the parent through an empty !inner embed', async () => {
    const response = await rest('books?select=title,authors!inner()&authors.name=eq.Brian&order=id');
    expect(response.body).toEqual([{ title: 'The C Book' }, { title: 'Unix Tools' }]);
  });

  it('filters parents by whether an embed is empty (rel=not.is.null, rel=is.null)', async () => {
    const some = await rest('authors?select=name,books(id)&books.rating=gte.4&books=not.is.null&order=id');
    expect(some.body).toEqual([
      { name: 'Ada', books: [{ id: 1 }] },
      { name: 'Brian', books: [{ id: 2 }] },
    ]);
    const none = await rest('authors?select=name,author_profiles(bio)&author_profiles=is.null');
    expect(none.body).toEqual([{ name: 'Chloe', author_profiles: null }]);
    const bad = await rest('authors?select=name,books(id)&books=eq.1');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'PGRST120',
      message: "Bad operator on the 'books' embedded resource",
      details: 'Only is null or not is null filters are allowed on embedded resources',
      hint: null,
    });
  });
});

describe('self references and ambiguity', () => {
  it('gives the many-to-one by the foreign key column and the one-to-many by the table name', async () => {
    const mentor = await rest('authors?select=name,mentor:mentor_id(name)&id=eq.2');
    expect(mentor.body).toEqual([{ name: 'Brian', mentor: { name: 'Ada' } }]);
    const mentees = await rest('authors?select=name,mentees:authors(name)&id=eq.1&mentees.order=id');
    expect(mentees.body).toEqual([{ name: 'Ada', mentees: [{ name: 'Brian' }, { name: 'Chloe' }] }]);
    const hinted = await rest('authors?select=name,authors!mentor_id(name)&id=eq.3');
    expect(hinted.body).toEqual([{ name: 'Chloe', authors: [] }]);
  });

  it('answers 300 PGRST201 with the candidate relationships when two foreign keys lead to the table', async () => {
    const response = await rest('reviews?select=body,authors(name)');
    expect(response.status).toBe(300);
    const body = response.body as { code: string; message: string; details: unknown[]; hint: string };
    expect(body.code).toBe('PGRST201');
    expect(body.message).toBe(
      "Could not embed because more than one relationship was found for 'reviews' and 'authors'",
    );
    expect(body.details).toHaveLength(2);
    expect(body.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'reviews with authors',
          relationship: 'reviews_writer_id_fkey using reviews(writer_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'reviews with authors',
          relationship: 'reviews_editor_id_fkey using reviews(editor_id) and authors(id)',
        },
      ]),
    );
    expect(body.hint).toMatch(
      /^Try changing 'authors' to one of the following: 'authors!reviews_(writer|editor)_id_fkey', 'authors!reviews_(writer|editor)_id_fkey'\. Find the desired relationship in the 'details' key\.$/,
    );
    const hinted = await db()
      .from('reviews')
      .select('body, editor:authors!editor_id(name)')
      .eq('id', 1)
      .single();
    expect(hinted.data).toEqual({ body: 'Great', editor: { name: 'Chloe' } });
  });

  it('answers 400 PGRST200 when no relationship exists, naming the hint when one was given', async () => {
    const response = await rest('tags?select=name,authors(name)');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'tags' and 'authors' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'tags' and 'authors' in the schema 'rest_conformance', but no matches were found.",
      hint: null,
    });
    const hinted = await rest('books?select=title,authors!nope(name)');
    expect(hinted.status).toBe(400);
    expect((hinted.body as { details: string }).details).toBe(
      "Searched for a foreign key relationship between 'books' and 'authors' using the hint 'nope' in the schema 'rest_conformance', but no matches were found.",
    );
  });
});

describe('many-to-many, counts, computed relationships, spread and related order', () => {
  it('embeds many-to-many through the join table', async () => {
    const { data } = await db()
      .from('books')
      .select('title, tags(name)')
      .eq('id', 2)
      .order('id', { referencedTable: 'tags' });
    expect(data).toEqual([{ title: 'The C Book', tags: [{ name: 'classic' }, { name: 'systems' }] }]);
    const back = await rest('tags?select=name,books(id)&id=eq.3');
    expect(back.body).toEqual([{ name: 'unused', books: [] }]);
  });

  it('counts related rows with rel(count)', async () => {
    const { data } = await db().from('authors').select('name, books(count)').order('id');
    expect(data).toEqual([
      { name: 'Ada', books: [{ count: 1 }] },
      { name: 'Brian', books: [{ count: 2 }] },
      { name: 'Chloe', books: [{ count: 1 }] },
    ]);
  });

  it('embeds a function returning one row (composite, or setof with rows 1) as an object, or null', async () => {
    const composite = await rest('authors?select=name,mentor_of(name)&id=gt.1&order=id');
    expect(composite.status).toBe(200);
    expect(composite.body).toEqual([
      { name: 'Brian', mentor_of: { name: 'Ada' } },
      { name: 'Chloe', mentor_of: { name: 'Ada' } },
    ]);
    const rowsOne = await rest('authors?select=name,mentor_one(name)&order=id');
    expect(rowsOne.status).toBe(200);
    expect(rowsOne.body).toEqual([
      { name: 'Ada', mentor_one: null },
      { name: 'Brian', mentor_one: { name: 'Ada' } },
      { name: 'Chloe', mentor_one: { name: 'Ada' } },
    ]);
  });

  it('refuses the same table embedded twice under one name: 400 42712', async () => {
    const response = await rest('books?select=title,authors(name),authors(id)');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: '42712' });
    const aliased = await rest('books?select=title,who:authors(name),who:authors(id)');
    expect(aliased.status).toBe(400);
    expect(aliased.body).toMatchObject({ code: '42712' });
    // Two names for the same table are two embeds.
    const twice = await rest('books?select=title,a:authors(name),b:authors(id)&id=eq.1');
    expect(twice.body).toEqual([{ title: 'Notes', a: { name: 'Ada' }, b: { id: 1 } }]);
  });

  it('embeds a function taking the row type as a computed relationship', async () => {
    const response = await rest('authors?select=name,books_of(title)&id=eq.2');
    expect(response.body).toEqual([
      { name: 'Brian', books_of: [{ title: 'The C Book' }, { title: 'Unix Tools' }] },
    ]);
  });

  it('spreads a to-one embed into the parent object', async () => {
    const { data, error } = await db().from('books').select('title, ...authors(author:name)').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Notes', author: 'Ada' }]);
  });

  it('orders by a column of a to-one embed, and refuses a to-many one (PGRST118) or one not embedded (PGRST108)', async () => {
    const response = await rest('books?select=id,authors(name)&order=authors(name).desc,id');
    expect((response.body as { id: number }[]).map((row) => row.id)).toEqual([4, 2, 3, 1]);
    const toMany = await rest('authors?select=id,books(id)&order=books(id)');
    expect(toMany.status).toBe(400);
    expect(toMany.body).toEqual({
      code: 'PGRST118',
      message: "A related order on 'books' is not possible",
      details: "'authors' and 'books' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
    const missing = await rest('books?select=id&order=authors(name)');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 'PGRST108',
      message: "'authors' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'authors' is included in the 'select' query parameter.",
    });
  });

  it('embeds through a view that shows the foreign key columns, both ways', async () => {
    const fromView = await rest('book_titles?select=title,authors(name)&id=eq.2');
    expect(fromView.status).toBe(200);
    expect(fromView.body).toEqual([{ title: 'The C Book', authors: { name: 'Brian' } }]);
    const toView = await db()
      .from('authors')
      .select('name, book_titles(id)')
      .eq('id', 2)
      .order('id', { referencedTable: 'book_titles' });
    expect(toView.data).toEqual([{ name: 'Brian', book_titles: [{ id: 2 }, { id: 3 }] }]);
  });

  it('answers 501 naming the feature for a view whose key columns are renamed', async () => {
    const response = await rest('book_names?select=name,authors(name)');
    expect(response.status).toBe(501);
    expect((response.body as { message: string }).message).toMatch(/Embedding through a view/);
  });
});
