// One-time export of what the migrations build into supabase/schemas/ (pg-delta's by-object files, placed in
// the shop's domains). Run it only to start the folder over: afterwards the schema files are edited by hand
// and migrations come from them (`npm run db:diff`). Usage: tsx scripts/schema/export.ts [--force]
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchemaExport } from '@supabase/pg-delta';
import pg from 'pg';
import { defaultPrivilegeStatements, grantStatements, withoutGrants } from './acl.ts';
import { compactFunctionHeaders, compactStatements } from './compact.ts';
import { domainOf } from './domains.ts';
import { shopProfile } from './profile.ts';
import { applyMigrations, SCHEMAS_DIR, startScratchDatabase } from './scratch-database.ts';

/** Where an exported file goes, relative to supabase/schemas/. */
export function schemaPath(exported: string): string {
  const fixed: Record<string, string> = {
    'schemas/public/schema.sql': 'setup/public_schema.sql',
    'schemas/public/default_privileges.sql': 'setup/default_privileges.sql',
    'schemas/auth/tables/users.sql': 'accounts/auth_users_triggers.sql',
    'schemas/storage/tables/objects.sql': 'catalog/storage_product_images.sql',
  };
  if (fixed[exported]) return fixed[exported];
  const extension = /^cluster\/extensions\/(.+)\.sql$/.exec(exported);
  if (extension?.[1]) return `setup/extension_${extension[1].replaceAll('-', '_')}.sql`;
  const object = /^schemas\/public\/[a-z_]+\/(.+)\.sql$/.exec(exported);
  const name = object?.[1];
  const domain = name && domainOf(name);
  if (!name || !domain) throw new Error(`No domain for ${exported}: add it to scripts/schema/domains.ts`);
  return `${domain}/${name}.sql`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (existsSync(SCHEMAS_DIR) && !process.argv.includes('--force')) {
    throw new Error(
      'supabase/schemas/ exists: edit its files (or pass --force to start it over from the migrations)',
    );
  }
  const scratch = await startScratchDatabase();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  pool.on('error', () => undefined); // the cluster stopping ends idle connections
  try {
    await applyMigrations(scratch);
    const result = await buildSchemaExport(pool, {
      profile: shopProfile,
      layout: 'by-object',
      format: { keywordCase: 'lower', maxWidth: 110 },
    });
    const blocking = result.diagnostics.filter((d) => d.severity === 'error');
    if (blocking.length > 0) throw new Error(blocking.map((d) => d.message).join('\n'));
    const grants = await grantStatements(pool);
    const defaults = await defaultPrivilegeStatements(pool);
    rmSync(SCHEMAS_DIR, { recursive: true, force: true });
    const seen = new Set<string>();
    for (const file of result.files) {
      const target = schemaPath(file.name);
      if (seen.has(target)) throw new Error(`Two objects map to ${target}`);
      seen.add(target);
      const object = path.basename(file.name, '.sql');
      const acl =
        target === 'setup/default_privileges.sql'
          ? defaults
          : file.name.startsWith('schemas/public/')
            ? (grants.get(object) ?? [])
            : [];
      const sql = [compactFunctionHeaders(compactStatements(withoutGrants(file.sql))), acl.join('\n')]
        .filter(Boolean)
        .join('\n\n');
      mkdirSync(path.dirname(path.join(SCHEMAS_DIR, target)), { recursive: true });
      writeFileSync(path.join(SCHEMAS_DIR, target), `${sql}\n`);
    }
    console.log(`wrote ${seen.size} files to supabase/schemas/`);
  } finally {
    await pool.end();
    await scratch.stop();
  }
}
