// `npm run db:backup`'s choices that need no database: its arguments, the file's name, and the Supabase CLI's
// commands for a hosted project (Docker first, since `supabase db dump` runs pg_dump in it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backup, backupFile, BackupRefused, parseBackupArgs } from './backup.ts';

const REF = 'abcdefghijklmnopqrst';
const AT = new Date('2026-11-27T17:30:05.123Z');
let out: string | undefined;
afterEach(() => {
  if (out) rmSync(out, { recursive: true, force: true });
  out = undefined;
});

describe('db:backup', () => {
  it('reads a project ref or a database URL, and the folder', () => {
    expect(parseBackupArgs([])).toEqual({ projectRef: undefined, dbUrl: undefined, out: 'backups' });
    expect(parseBackupArgs(['--project-ref', REF, '--out', 'x'])).toEqual({
      projectRef: REF,
      dbUrl: undefined,
      out: 'x',
    });
    expect(() => parseBackupArgs(['--project-ref', REF, '--db-url', 'postgresql://h/db'])).toThrow(
      'Give either --project-ref or --db-url, not both.',
    );
    expect(() => parseBackupArgs(['--project-ref', 'Nope'])).toThrow(
      '"Nope" is not a project ref (20 lowercase letters and digits).',
    );
  });

  it('names the file after its source and the time, to the second', () => {
    expect(backupFile({ out: 'b' }, AT)).toBe(path.join('b', 'local-2026-11-27T17-30-05Z.sql'));
    expect(backupFile({ out: 'b', projectRef: REF }, AT)).toBe(
      path.join('b', `${REF}-2026-11-27T17-30-05Z.sql`),
    );
    expect(
      backupFile(
        { out: 'b', dbUrl: 'postgresql://postgres.x:pw@aws-0-eu.pooler.supabase.com:5432/postgres' },
        AT,
      ),
    ).toBe(path.join('b', 'aws-0-eu.pooler.supabase.com-2026-11-27T17-30-05Z.sql'));
  });

  it('links the project and runs the CLI data dump into the file when Docker answers', async () => {
    out = mkdtempSync(path.join(tmpdir(), 'backup-'));
    const ran: string[][] = [];
    const file = await backup({ projectRef: REF, out }, (command) => (ran.push(command), 0), AT);
    expect(ran).toEqual([
      ['docker', 'info'],
      ['npx', 'supabase', 'link', '--project-ref', REF],
      ['npx', 'supabase', 'db', 'dump', '--linked', '--data-only', '-f', file],
    ]);
  });

  it('says what to do when Docker is not running, and when a CLI command fails', async () => {
    out = mkdtempSync(path.join(tmpdir(), 'backup-'));
    const noDocker = backup({ projectRef: REF, out }, () => 1, AT);
    await expect(noDocker).rejects.toBeInstanceOf(BackupRefused);
    await expect(noDocker).rejects.toThrow(/Docker is not running here\. Start Docker, or pass --db-url/);
    const linkFails = backup({ projectRef: REF, out }, ([bin]) => (bin === 'docker' ? 0 : 1), AT);
    await expect(linkFails).rejects.toThrow(`\`npx supabase link --project-ref ${REF}\` failed (see above).`);
  });
});
