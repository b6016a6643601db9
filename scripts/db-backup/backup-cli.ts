// `npm run db:backup`: see backup.ts.
import { backup, BackupRefused, parseBackupArgs } from './backup.ts';

try {
  const file = await backup(parseBackupArgs(process.argv.slice(2)));
  console.log(`Backup written to ${file}`);
} catch (error) {
  if (!(error instanceof BackupRefused || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')))
    throw error;
  console.error((error as Error).message);
  process.exitCode = 1;
}
