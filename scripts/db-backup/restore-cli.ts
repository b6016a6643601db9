// `npm run db:restore -- FILE [--force]`: loads a dump of `npm run db:backup` into the local backend's database
// (restore.ts), refusing to replace data someone made there unless --force.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SUPERUSER } from '../../supabase/local/cluster.ts';
import { withLocalDatabase } from './local-database.ts';
import { restoreDump, RestoreRefused } from './restore.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [file] = positionals;
if (file === undefined || positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- <dump file> [--force]');
  process.exit(1);
}
const dump = readFileSync(file, 'utf8');
try {
  await withLocalDatabase(SUPERUSER, (db) => restoreDump(db, dump, { force: values.force }));
  console.log(`Restored ${file} into the local database.`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
