// Preloaded (`deno run --preload`) before an edge function's index.ts: as in Supabase's Edge Runtime, the port
// and host the function asks Deno.serve for are ignored; it listens on a free loopback port, which is reported
// to the local backend (functions.ts) on stdout, with whether the module graph loaded at all.
// Runs on Deno, checked by `deno check` (scripts/deno-check.ts), not by tsc.

/** Lines the backend reads from stdout; anything else the function prints goes to the backend log. */
const MARK = '@supabase-local/worker';

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;
type ServeOptions = Partial<Deno.ServeTcpOptions> & { handler?: Handler };

const realServe = Deno.serve.bind(Deno) as (options: ServeOptions & { handler: Handler }) => Deno.HttpServer;
let served = false;

function serveOnLoopback(...args: unknown[]): Deno.HttpServer {
  const options: ServeOptions =
    typeof args[0] === 'object' && args[0] !== null ? (args[0] as ServeOptions) : {};
  const handler = [args[0], args[1], options.handler].find(
    (candidate): candidate is Handler => typeof candidate === 'function',
  );
  if (!handler) throw new TypeError('Deno.serve needs a handler');
  served = true;
  return realServe({
    ...options,
    handler,
    hostname: '127.0.0.1',
    port: 0,
    onListen: (address) => {
      console.log(`${MARK} listening ${address.port}`);
    },
  });
}

Object.defineProperty(Deno, 'serve', { value: serveOnLoopback, configurable: true, enumerable: true });

/**
 * The backend holds stdin open: when it goes away, even killed, this worker goes too. (Started after the load:
 * a read of stdin pending while the main module loads stalls the load.)
 */
async function exitWithParent(): Promise<void> {
  for await (const _chunk of Deno.stdin.readable) {
    // Nothing is ever written; reading only waits for the end.
  }
  Deno.exit(0);
}

// 'load' fires once index.ts and its imports were resolved and evaluated: a failure before it is a boot error
// (syntax, an import the deno.json does not map), after it the function itself threw.
addEventListener('load', async () => {
  console.log(`${MARK} loaded`);
  void exitWithParent();
  if (served) return;
  // `export default { fetch }`, the other entry point the Edge Runtime accepts.
  const module = (await import(Deno.mainModule)) as { default?: { fetch?: unknown } };
  const fetchHandler = module.default?.fetch;
  if (typeof fetchHandler === 'function') {
    serveOnLoopback(fetchHandler.bind(module.default) as Handler);
    return;
  }
  console.error(`${Deno.mainModule} neither calls Deno.serve(handler) nor exports default { fetch }`);
  console.log(`${MARK} no-handler`);
  Deno.exit(1);
});
