// The part of jsdom's API content-html.ts uses, for Node's tsconfig (tsconfig.node.json includes
// supabase/functions): jsdom ships no types and @types/jsdom would be a dependency for two lines. Deno resolves
// the real package through the function's deno.json (npm:jsdom, the app's pinned version).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
