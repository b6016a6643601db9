// `npm run db:reset`: deletes the local backend's data directory (database, stored files, mailbox, keys) so
// that the next `npm run dev` starts afresh: migrations, seed.sql and the demo accounts run again.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.SUPABASE_LOCAL_DATA_DIR ?? path.join('supabase', '.data'));

const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
if (existsSync(pidFile)) {
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let running = false;
  try {
    process.kill(pid, 0);
    running = true;
  } catch {
    running = false;
  }
  if (running) {
    console.error(
      `The local database is running (pid ${pid}): stop \`npm run dev\` first, then run db:reset again.`,
    );
    process.exit(1);
  }
}

if (existsSync(dataDir)) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Deleted ${path.relative(root, dataDir) || dataDir}: the next start creates a fresh database.`);
} else {
  console.log(`Nothing to delete: ${path.relative(root, dataDir) || dataDir} does not exist.`);
}
