// One Deno process per edge function, as the Edge Runtime gives each function its own worker: started on the
// first request with the function's own deno.json, kept alive for the next ones, restarted after it exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { denoDir, denoExecutable, denoProcessEnv, functionConfig, resolutionFlags } from '../deno.ts';
import { bootError, workerError } from './errors.ts';

const PRELOAD = fileURLToPath(new URL('../deno/worker-preload.ts', import.meta.url));
const MARK = '@supabase-local/worker ';
/** The first start downloads the import map's npm packages into the Deno cache. */
const BOOT_TIMEOUT_MS = 120_000;

/**
 * The npm packages of the import maps, which a function may read as the Edge Runtime lets a package read its own
 * bundled files (jsdom reads its default stylesheet with fs.readFileSync); by real path, which Deno checks.
 */
function npmCache(): string {
  const dir = path.join(denoDir(), 'npm');
  return existsSync(dir) ? realpathSync(dir) : dir;
}

interface Worker {
  child: ChildProcess;
  port: Promise<number>;
  exited: Promise<void>;
}

export interface WorkerOptions {
  functionsDir: string;
  /** The function's environment, read at each start (project secrets, .env, the backend's functionsEnv). */
  env(): Record<string, string>;
  /** Where the functions' stdout goes (the backend log); their stderr always reaches the console. */
  log(line: string): void;
}

export class FunctionWorkers {
  private readonly workers = new Map<string, Worker>();
  private readonly deno = denoExecutable();
  private readonly killAll = () => {
    for (const worker of this.workers.values()) worker.child.kill('SIGKILL');
  };

  constructor(private readonly options: WorkerOptions) {
    process.once('exit', this.killAll);
  }

  /** The port of the function's worker, started if needed; rejects with BOOT_ERROR or WORKER_ERROR. */
  port(name: string): Promise<number> {
    const worker = this.workers.get(name) ?? this.start(name);
    return worker.port;
  }

  /** Called when a request to the worker failed at the connection: a dead worker is started again next time. */
  forget(name: string, child?: ChildProcess): void {
    const worker = this.workers.get(name);
    if (worker && (!child || worker.child === child)) this.workers.delete(name);
  }

  private start(name: string): Worker {
    const { functionsDir } = this.options;
    const entrypoint = path.join(functionsDir, name, 'index.ts');
    const args = [
      'run',
      ...resolutionFlags(functionConfig(functionsDir, name)),
      '--allow-net',
      '--allow-env',
      `--allow-read=${functionsDir},${npmCache()}`,
      '--preload',
      PRELOAD,
      entrypoint,
    ];
    const child = spawn(this.deno, args, {
      cwd: path.join(functionsDir, name),
      env: { ...denoProcessEnv(), ...this.options.env() },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let loaded = false;
    let noHandler = false;
    let resolvePort: (port: number) => void = () => undefined;
    let rejectPort: (error: unknown) => void = () => undefined;
    const port = new Promise<number>((resolve, reject) => {
      resolvePort = resolve;
      rejectPort = reject;
    });
    port.catch(() => undefined);
    const timer = setTimeout(() => {
      console.error(`[functions] ${name} did not start within ${BOOT_TIMEOUT_MS / 1000} s`);
      rejectPort(bootError());
      child.kill('SIGKILL');
    }, BOOT_TIMEOUT_MS);

    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(MARK)) {
        this.options.log(`[functions] ${name}: ${line}`);
        return;
      }
      const [event, value] = line.slice(MARK.length).split(' ');
      if (event === 'loaded') loaded = true;
      else if (event === 'no-handler') noHandler = true;
      else if (event === 'listening') {
        clearTimeout(timer);
        resolvePort(Number(value));
      }
    });
    readline.createInterface({ input: child.stderr }).on('line', (line) => {
      console.error(`[functions] ${name}: ${line}`);
    });
    const exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        this.forget(name, child);
        rejectPort(!loaded || noHandler ? bootError() : workerError());
        if (code !== 0 && signal !== 'SIGTERM')
          console.error(`[functions] ${name}: worker exited (${signal ?? `code ${code}`})`);
        resolve();
      });
    });
    child.once('error', (error) => {
      console.error(`[functions] ${name}: could not start Deno (${this.deno}):`, error);
      this.forget(name, child);
      rejectPort(bootError());
    });
    const worker = { child, port, exited };
    this.workers.set(name, worker);
    return worker;
  }

  /** The child process serving `name`, if one runs (the proxy tells its failures apart by it). */
  child(name: string): ChildProcess | undefined {
    return this.workers.get(name)?.child;
  }

  /** Stops every worker (SIGTERM, then SIGKILL after 2 s) and waits for them to exit. */
  async stop(): Promise<void> {
    const running = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(
      running.map(async (worker) => {
        const { child } = worker;
        if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
        worker.child.kill('SIGTERM');
        const killer = setTimeout(() => worker.child.kill('SIGKILL'), 2000);
        await worker.exited;
        clearTimeout(killer);
      }),
    );
  }

  /** Stops the workers and forgets the exit hook: the backend is gone. */
  async close(): Promise<void> {
    process.off('exit', this.killAll);
    await this.stop();
  }
}
