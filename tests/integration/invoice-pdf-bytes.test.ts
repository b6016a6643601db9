// The invoice PDFs byte for byte: each fixture snapshot (invoice-pdf-fixtures.ts) rendered on Deno, as the
// function runs, must hash to the SHA-256 recorded here, and the same again when rendered twice. A change to the
// drawing that moves a single byte fails here; when the change is meant, read the new PDFs and record their hashes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { denoExecutable, denoProcessEnv, resolutionFlags } from '../../supabase/local/deno.ts';
import { PDF_FIXTURES } from './invoice-pdf-fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, 'supabase/functions/invoice-pdf/deno.json');
const SCRIPT = path.join(ROOT, 'tests/integration/invoice-pdf-render.ts');

/** SHA-256 of each fixture's PDF, and its number of pages. */
const EXPECTED: Record<string, { sha256: string; pages: number }> = {
  'en-full': { sha256: '1afc0f5a52522dbae84d6a27e5c1867690069f277e8edc24754c48c426d08432', pages: 1 },
  'fr-full': { sha256: '9b7721bf95c8c50cbf11802e795a0465dded081039c2167a0f4d6623468df518', pages: 1 },
  'en-deposit': { sha256: '78cf7c465fefd98a605495289fd9e61e18a195ef3f071f73af26dfa6e4cbd0cd', pages: 1 },
  'fr-deposit': { sha256: '3af481f8501d79f1a565b12629f44b3a534fb1800500ea9410ec6605c2009ef2', pages: 1 },
  'en-balance': { sha256: '3cbda7e22a160b8f6a4bb4267c18890961a1579c7e354dacbf8138cc78b55eb5', pages: 1 },
  'fr-balance': { sha256: 'efb99b28d850f24a4ebdb0b0038a5617241e49ef8a4e66927e28ceefd9f628b2', pages: 1 },
  'en-credit-note': { sha256: 'f44ae0165e940ffe98fa47fc64b25a58c8410fc1ed213b9aa60bce2a5a7185ce', pages: 1 },
  'fr-credit-note': { sha256: '612b626c55b5970bed30f4edb66ee74f2c7e96007a40f0e770dd21b261e42bc7', pages: 1 },
  'en-long-order': { sha256: 'effb6ffda66b633d38760787eb46af8ed1fae8058094ffe5afa3e1711d8edcb1', pages: 3 },
  'fr-long-order': { sha256: '738c27eabb00847c1772c2ea7773c626f9333c767baeeb863432323c2f04e689', pages: 3 },
  'en-usd-exchange': { sha256: '17bb7b80d1d61f68973a26e13f1d2aa7f61f83df91bc26e026f2580bb1a2946d', pages: 1 },
  'fr-usd-exchange': { sha256: '443fd4c79a0400e57bc10968d3c64c16171c4a406e9c21994f211cd6c73e7a90', pages: 1 },
  'en-usd-no-exchange': {
    sha256: '14dec2b598e7d9342aa1589514196bd26f77da3566eedb9f57f789d8c1de0d26',
    pages: 1,
  },
  'fr-usd-no-exchange': {
    sha256: '5b31de0ac2ae87a8f6bf8ba9ac9c5d79f602d259650de6a23102cd895a9dc5d4',
    pages: 1,
  },
  'en-unicode': { sha256: '9a28eefe29a043a715a85a618ffa425fd1bee3b68f2571117d040607afbbf649', pages: 1 },
  'fr-unicode': { sha256: '5397b6b2e8f203b588a5c0a4207ef6f69fd95d8ed76ac3e78eb14453ce9d04fc', pages: 1 },
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let rendered: Record<string, [Uint8Array, Uint8Array]> = {};

beforeAll(() => {
  const result = spawnSync(denoExecutable(), ['run', ...resolutionFlags(CONFIG), SCRIPT], {
    cwd: ROOT,
    env: denoProcessEnv(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`deno failed: ${result.stderr}`);
  const output = JSON.parse(result.stdout) as Record<string, [string, string]>;
  rendered = Object.fromEntries(
    Object.entries(output).map(([name, pair]) => [
      name,
      pair.map((base64) => new Uint8Array(Buffer.from(base64, 'base64'))) as [Uint8Array, Uint8Array],
    ]),
  );
});

describe('the invoice PDFs, byte for byte', () => {
  it('covers every fixture, and only those', () => {
    expect(Object.keys(rendered).sort()).toEqual(Object.keys(PDF_FIXTURES).sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(PDF_FIXTURES).sort());
  });

  it.each(Object.keys(PDF_FIXTURES))('%s: the recorded bytes, the same when rendered twice', async (name) => {
    const [first, second] = rendered[name] ?? [new Uint8Array(), new Uint8Array()];
    expect(sha256(second)).toBe(sha256(first));
    const doc = await getDocument({ data: first.slice(), isEvalSupported: false }).promise;
    expect({ sha256: sha256(first), pages: doc.numPages }).toEqual(EXPECTED[name]);
  });
});
