// The part of Deno's global API the edge functions use, so that the modules tests import from
// supabase/functions (signature.ts, image-source.ts ...) type-check under Node's tsconfig. The functions
// themselves are checked against Deno's own types by `deno check` (scripts/deno-check.ts), and run on Deno.
declare global {
  var Deno: {
    env: {
      get(key: string): string | undefined;
      toObject(): Record<string, string>;
    };
    version: { deno: string };
    serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  };
}

export {};
