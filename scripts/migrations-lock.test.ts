// Landed migrations are never edited (hosted `supabase db push` applies each version once, so an edit never
// reaches a database that ran the file before): supabase/migrations.sha256 holds each landed file's checksum,
// in `sha256sum` format. A listed file must keep its checksum; a new migration is newer than every listed one,
// and `npm run migrations:lock` records it when it lands.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'supabase/migrations');
const locked = readFileSync(path.join(root, 'supabase/migrations.sha256'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [sum = '', file = ''] = line.split(/\s+\*?/);
    return { sum, file };
  });
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.sql'))
  .sort();

describe('landed migrations', () => {
  it('keep the checksum they landed with', () => {
    for (const { sum, file } of locked) {
      expect(files, `${file} was deleted or renamed after it landed`).toContain(file);
      const now = createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex');
      expect(now, `${file} was edited after it landed: restore it and write a new migration`).toBe(sum);
    }
  });

  it('come before every new one', () => {
    const newest =
      locked
        .map(({ file }) => file)
        .sort()
        .at(-1) ?? '';
    const listed = new Set(locked.map(({ file }) => file));
    for (const file of files.filter((name) => !listed.has(name))) {
      expect(file > newest, `${file} sorts before the landed ${newest}: give it a later version`).toBe(true);
    }
  });
});
