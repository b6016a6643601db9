// `npm run deploy [-- --dry-run] [--redo step,...] [flags]`: docs/deploy.md.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { resolveInvocation, terminalAsk } from './options.ts';
import { fileState, runSteps } from './runner.ts';
import { STEPS } from './steps.ts';
import { DeployError, type Exec, type Sql } from './types.ts';

/** A command with the terminal as its output, its stdout also kept (`secrets list -o json` is read). */
const exec: Exec = (command, options = {}) =>
  new Promise((resolve, reject) => {
    const [bin = '', ...args] = command;
    const child = spawn(bin, args, {
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout }));
  });

const terminal = terminalAsk();
let pool: pg.Pool | undefined;
try {
  const invocation = await resolveInvocation(process.argv.slice(2), process.env, terminal?.ask ?? null);
  terminal?.close();
  const { config } = invocation;
  const sql: Sql = async (text, values) => {
    pool ??= new pg.Pool({ connectionString: config.dbUrl, max: 1 });
    return (await pool.query(text, values)).rows;
  };
  const state = fileState(invocation.stateFile, config.projectRef);
  const log = (line: string) => console.log(line);
  if (invocation.dryRun) log(`The plan for ${config.projectRef} (nothing is run):`);
  const ok = await runSteps(STEPS, { config, exec, fetch, sql, log }, state, invocation);
  if (ok && !invocation.dryRun) {
    log(
      'The project is live: put dist/ on the static host with its settings (docs/deploy.md, "The static site").',
    );
  }
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  terminal?.close();
  if (!(error instanceof DeployError) && !(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
    throw error;
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await pool?.end();
}
