// The REST conformance suite's own schema, `rest_conformance`: never in the shop's `public` schema or its
// generated types. It is exposed to the local REST service only while a suite file runs, the way PostgREST
// reads exposed schemas from the database (`alter role authenticator set pgrst.db_schemas`, then
// `notify pgrst, 'reload config'`), and dropped again afterwards.
import pg from 'pg';
import { adminDbUrl, rawRequest, secretKey } from '../integration/helpers.ts';

export const SCHEMA = 'rest_conformance';

const DDL = `
drop schema if exists rest_conformance cascade;
create schema rest_conformance;
set local search_path = rest_conformance;

-- Self reference (mentor_id), one-to-many (books), one-to-one (author_profiles: the key is the foreign key).
create table authors (id int primary key, name text not null, mentor_id int references authors(id));
create table author_profiles (author_id int primary key references authors(id), bio text);
create table books (
  id int primary key,
  author_id int references authors(id),
  title text not null,
  meta jsonb,
  pages int4range,
  status text not null default 'draft',
  rating int default 3
);
-- Many-to-many through book_tags (both foreign keys make its primary key).
create table tags (id int primary key, name text not null);
create table book_tags (
  book_id int references books(id),
  tag_id int references tags(id),
  primary key (book_id, tag_id)
);
-- Two foreign keys to the same table: embedding needs a hint.
create table reviews (
  id int primary key,
  book_id int references books(id),
  writer_id int references authors(id),
  editor_id int references authors(id),
  body text
);
-- Writes: max-affected and upserts with defaults.
create table counters (id int primary key, label text not null default 'none', qty int not null default 1);
create view book_titles as select id, title, author_id from books;
create view book_names as select id as book_id, title as name, author_id as writer from books;

-- A computed column and a computed relationship.
create function full_title(books) returns text language sql stable as $$ select $1.title || ' #' || $1.id $$;
create function books_of(authors) returns setof books language sql stable as
  $$ select * from rest_conformance.books where author_id = $1.id order by id $$;

-- Overloads, single unnamed parameters, row-type arguments, rows and scalars.
create function pick(a int) returns text language sql as $$ select 'int ' || a $$;
create function pick(a int, b int) returns text language sql as $$ select 'two ' || (a + b) $$;
create function pick(name text) returns text language sql as $$ select 'name ' || name $$;
create function twin(x int) returns text language sql as $$ select 'int' $$;
create function twin(x text) returns text language sql as $$ select 'text' $$;
create function echo_json(json) returns json language sql as $$ select $1 $$;
create function echo_text(text) returns text language sql as $$ select 'got ' || $1 $$;
create function title_of(b books) returns text language sql as $$ select upper(b.title) $$;
create function books_rated(min int) returns setof books language sql stable as
  $$ select * from rest_conformance.books where rating >= min order by id $$;
create function author_counts() returns table(author_id int, books bigint) language sql stable as
  $$ select author_id, count(*) from rest_conformance.books group by author_id order by author_id $$;
create function bump_all(step int) returns setof counters language sql as
  $$ update rest_conformance.counters set qty = qty + step returning * $$;
create function numbers(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
create function series(n int) returns table(v int) language sql immutable as $$ select generate_series(1, n) $$;
create function join_all(variadic parts text[]) returns text language sql immutable as
  $$ select array_to_string(parts, '-') $$;
create function total_qty() returns bigint language sql stable as $$ select sum(qty) from rest_conformance.counters $$;
-- Raises what it is given (rest-errors.test.ts: PostgREST's status for each SQLSTATE).
create function raise_state(state text, msg text) returns void language plpgsql as
  $$ begin raise exception using errcode = state, message = msg, detail = 'on purpose', hint = 'a test'; end $$;

grant usage on schema rest_conformance to anon, authenticated, service_role;
grant all on all tables in schema rest_conformance to service_role;
grant execute on all functions in schema rest_conformance to service_role;
grant execute on function raise_state(text, text) to anon;
grant select on all tables in schema rest_conformance to anon;
`;

/** The fixed rows every suite file starts from (it runs the DDL again: each file gets fresh data). */
const DATA = `
set local search_path = rest_conformance;
insert into authors values (1, 'Ada', null), (2, 'Brian', 1), (3, 'Chloe', 1);
insert into author_profiles values (1, 'First programmer'), (2, 'Wrote C');
insert into books values
  (1, 1, 'Notes', '{"lang": "en", "tags": ["math"], "size": {"pages": 40}}', '[1,40)', 'published', 5),
  (2, 2, 'The C Book', '{"lang": "en", "size": {"pages": 272}}', '[1,272)', 'published', 4),
  (3, 2, 'Unix Tools', '{"lang": "fr"}', '[1,100)', 'draft', 2),
  (4, 3, 'Graphs', null, '[50,60)', 'draft', 3);
insert into tags values (1, 'classic'), (2, 'systems'), (3, 'unused');
insert into book_tags values (1, 1), (2, 1), (2, 2), (3, 2);
insert into reviews values (1, 2, 1, 3, 'Great'), (2, 1, 2, 3, 'Seminal');
insert into counters values (1, 'a', 1), (2, 'b', 1), (3, 'c', 1);
analyze books;
`;

async function withAdmin(run: (db: pg.Client) => Promise<void>): Promise<void> {
  const db = new pg.Client({ connectionString: adminDbUrl() });
  await db.connect();
  try {
    await run(db);
  } finally {
    await db.end();
  }
}

/** Waits until the REST service answers for the schema (the reload is asynchronous, as on PostgREST). */
async function untilExposed(expected: boolean): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { status } = await rawRequest('/rest/v1/tags?select=id&limit=1', {
      headers: { apikey: secretKey(), 'Accept-Profile': SCHEMA },
    });
    if ((status === 200) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the REST service did not ${expected ? 'expose' : 'hide'} ${SCHEMA}`);
}

export async function createConformanceSchema(): Promise<void> {
  await withAdmin(async (db) => {
    await db.query(`begin; ${DDL} ${DATA} commit;`);
    await db.query(`alter role authenticator set pgrst.db_schemas = 'public, ${SCHEMA}'`);
    await db.query(`notify pgrst, 'reload config'`);
  });
  await untilExposed(true);
}

export async function dropConformanceSchema(): Promise<void> {
  await withAdmin(async (db) => {
    await db.query('alter role authenticator reset pgrst.db_schemas');
    await db.query(`drop schema if exists ${SCHEMA} cascade`);
    await db.query(`notify pgrst, 'reload config'`);
  });
  await untilExposed(false);
}

/** Fresh rows in one table (a test that writes resets what it wrote). */
export async function resetData(): Promise<void> {
  await withAdmin(async (db) => {
    await db.query(
      `begin; truncate rest_conformance.book_tags, rest_conformance.reviews, rest_conformance.author_profiles,
        rest_conformance.books, rest_conformance.tags, rest_conformance.authors, rest_conformance.counters cascade;
        ${DATA} commit;`,
    );
  });
}
