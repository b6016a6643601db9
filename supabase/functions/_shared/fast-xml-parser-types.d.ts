// The part of fast-xml-parser's API ecb-rates.ts uses, for Node's tsconfig (tsconfig.node.json includes
// supabase/functions): it is not an npm dependency of the app. Deno resolves the real package through the
// function's deno.json (npm:fast-xml-parser@5.12.1) and `deno check` checks ecb-rates.ts against its own types.
declare module 'fast-xml-parser' {
  export interface X2jOptions {
    ignoreAttributes?: boolean;
    attributeNamePrefix?: string;
    removeNSPrefix?: boolean;
  }
  export class XMLParser {
    constructor(options?: X2jOptions);
    parse(xml: string): unknown;
  }
}
