// The part of Deno's global API that edge functions use and that the local runtime shims (functions.ts), so
// supabase/functions/* type-check under Node's tsconfig too.
declare global {
  var Deno: {
    env: {
      get(key: string): string | undefined;
      toObject(): Record<string, string>;
    };
    serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  };
}

export {};
