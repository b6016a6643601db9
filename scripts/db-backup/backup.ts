// `npm run db:backup [-- --project-ref REF | --db-url URL] [--out DIR]`: a dated data dump of a project.
// - no source: the local backend's database (dump.ts, as the `postgres` role, as hosted dumps run);
// - --db-url: any project's database, hosted included (its session pooler's URL), with dump.ts: no Docker needed;
// - --project-ref: the Supabase CLI's own `db dump --data-only` of the linked project, which runs pg_dump in
//   Docker, so it needs a running Docker (it says so when there is none).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dumpData } from './dump.ts';

export interface BackupOptions {
  projectRef?: string;
  dbUrl?: string;
  out: string;
}

export class BackupRefused extends Error {}

export function parseBackupArgs(argv: string[]): BackupOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'project-ref': { type: 'string' },
      'db-url': { type: 'string' },
      out: { type: 'string', default: 'backups' },
    },
    strict: true,
  });
  if (values['project-ref'] && values['db-url']) {
    throw new BackupRefused('Give either --project-ref or --db-url, not both.');
  }
  if (values['project-ref'] !== undefined && !/^[a-z0-9]{20}$/.test(values['project-ref'])) {
    throw new BackupRefused(
      `"${values['project-ref']}" is not a project ref (20 lowercase letters and digits).`,
    );
  }
  return { projectRef: values['project-ref'], dbUrl: values['db-url'], out: values.out };
}

/** `<out>/<source>-2026-11-27T17-30-00Z.sql`: sorts by date, and says which project it is. */
export function backupFile(options: BackupOptions, takenAt: Date): string {
  const source = options.projectRef ?? (options.dbUrl ? new URL(options.dbUrl).hostname : 'local');
  const stamp = takenAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(options.out, `${source}-${stamp}.sql`);
}

/** What the CLI path runs: link the project, then the CLI's data dump of it. */
export function cliDumpCommands(projectRef: string, file: string): string[][] {
  return [
    ['npx', 'supabase', 'link', '--project-ref', projectRef],
    ['npx', 'supabase', 'db', 'dump', '--linked', '--data-only', '-f', file],
  ];
}

type Run = (command: string[]) => number;

const runInherit: Run = ([bin = '', ...args]) => spawnSync(bin, args, { stdio: 'inherit' }).status ?? 1;

export async function backup(
  options: BackupOptions,
  run: Run = runInherit,
  takenAt = new Date(),
): Promise<string> {
  const file = backupFile(options, takenAt);
  mkdirSync(path.dirname(file), { recursive: true });
  if (options.projectRef) {
    if (run(['docker', 'info']) !== 0) {
      throw new BackupRefused(
        '`supabase db dump` runs pg_dump in Docker, and Docker is not running here. Start Docker, or pass ' +
          '--db-url with the project\'s session pooler connection string (Dashboard, "Connect") instead.',
      );
    }
    for (const command of cliDumpCommands(options.projectRef, file)) {
      if (run(command) !== 0) throw new BackupRefused(`\`${command.join(' ')}\` failed (see above).`);
    }
    return file;
  }
  // Loaded here: the local backend's modules are for this path only (and the unit tests run without them).
  const { withDatabase, withLocalDatabase } = await import('./local-database.ts');
  const dump = options.dbUrl
    ? await withDatabase(options.dbUrl, (db) => dumpData(db, takenAt))
    : await withLocalDatabase('postgres', (db) => dumpData(db, takenAt));
  writeFileSync(file, dump);
  return file;
}
