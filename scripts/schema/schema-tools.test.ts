import { describe, expect, it } from 'vitest';
import { withoutGrants } from './acl.ts';
import { snapshotDifferences } from './catalog.ts';
import { compactFunctionHeaders, compactStatements } from './compact.ts';
import { domainOf } from './domains.ts';
import { schemaPath } from './export.ts';

describe('the schema export', () => {
  it('drops pg-delta grants (relative to built-in defaults) and keeps everything else', () => {
    const sql = `create table "public"."t" (id int);\n\nrevoke all on table "public"."t" from "anon";\n\ngrant select\n  on table "public"."t"\n  to "authenticated";\n\ncomment on table "public"."t" is 'x';\n`;
    expect(withoutGrants(sql)).toBe(
      `create table "public"."t" (id int);\n\ncomment on table "public"."t" is 'x';`,
    );
  });

  it('puts a short trigger or policy on one line with plain names, and leaves long or quoted ones alone', () => {
    expect(
      compactStatements(
        'create trigger t\n  before update on public.x\n  for each row\n  execute function public.f();',
      ),
    ).toBe('create trigger t before update on public.x for each row execute function public.f();');
    expect(
      compactStatements('create policy "p" on "public"."x"\n  for select\n  to "anon"\n  using (true);'),
    ).toBe('create policy "p" on public.x for select to anon using (true);');
    const quoted = `create policy "p" on "public"."x"\n  for select\n  to "anon"\n  using (kind = 'a');`;
    expect(compactStatements(quoted)).toBe(quoted);
  });

  it('splits a long policy into who and what, then its conditions, without the aliases Postgres adds', () => {
    const policy =
      'create policy "admin writes need aal2 (update)" on "public"."vat_settings"\n  as restrictive\n  for update\n  to "authenticated"\n' +
      '  using (( select public.admin_write_allowed() as admin_write_allowed))\n  with check (( SELECT public.admin_write_allowed() AS admin_write_allowed));';
    expect(compactStatements(policy)).toBe(
      'create policy "admin writes need aal2 (update)" on public.vat_settings as restrictive for update to authenticated\n' +
        '  using ((select public.admin_write_allowed())) with check ((select public.admin_write_allowed()));',
    );
  });

  it('puts a function header on as few lines as fit, and leaves its body alone', () => {
    const sql =
      'create or replace function public.f (\n  p_a uuid,\n  p_bb  text\n)\n  returns jsonb\n  language plpgsql\n  stable\n  AS $function$\nbegin\n  return  null;\nend;\n$function$;';
    expect(compactFunctionHeaders(sql)).toBe(
      'create or replace function public.f(p_a uuid, p_bb text)\n  returns jsonb language plpgsql stable\nas $function$\nbegin\n  return  null;\nend;\n$function$;',
    );
  });

  it('files every object in a domain, and refuses to guess for an unknown one', () => {
    expect(domainOf('create_checkout_order')).toBe('checkout');
    expect(domainOf('products')).toBe('catalog');
    expect(schemaPath('schemas/public/functions/record_payment.sql')).toBe('payments/record_payment.sql');
    expect(schemaPath('schemas/storage/tables/objects.sql')).toBe('catalog/storage_product_images.sql');
    expect(() => schemaPath('schemas/public/tables/gift_cards.sql')).toThrow(/No domain for/);
  });
});

describe('comparing two catalogs', () => {
  it('names what is missing on either side and what differs', () => {
    const migrations = new Map([
      ['function:f()', 'a'],
      ['policy:public.t.p', 'x'],
    ]);
    const schemas = new Map([
      ['function:f()', 'b'],
      ['index:i', 'y'],
    ]);
    expect(snapshotDifferences(migrations, schemas)).toEqual([
      'differs: function:f()\n  migrations: a\n  schemas:    b',
      'only in the schemas: index:i',
      'only in the migrations: policy:public.t.p',
    ]);
  });
});
