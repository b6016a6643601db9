// `npm run migrations:lock`: records the checksum of every migration not yet in supabase/migrations.sha256
// (run when a migration lands). Listed files are never rewritten: scripts/migrations-lock.test.ts fails when
// one changes.
import { createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'supabase/migrations');
const lockFile = path.join(root, 'supabase/migrations.sha256');
const listed = new Set(
  readFileSync(lockFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(/\s+\*?/)[1]),
);
const added = readdirSync(dir)
  .filter((file) => file.endsWith('.sql') && !listed.has(file))
  .sort();
for (const file of added) {
  const sum = createHash('sha256')
    .update(readFileSync(path.join(dir, file)))
    .digest('hex');
  appendFileSync(lockFile, `${sum}  ${file}\n`);
}
console.log(added.length ? `Locked ${added.join(', ')}` : 'Every migration is locked already.');
