// The invoice PDFs byte for byte: each fixture snapshot (invoice-pdf-fixtures.ts) rendered on Deno, as the
// function runs, must hash to the SHA-256 recorded in invoice-pdf-hashes.json, and the same again when rendered
// twice. A change that moves a single byte fails here; when the change is meant, read the new PDFs, then record.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { denoExecutable, denoProcessEnv, resolutionFlags } from '../../supabase/local/deno.ts';
import { PDF_FIXTURES } from './invoice-pdf-fixtures';
import expectedHashes from './invoice-pdf-hashes.json';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, 'supabase/functions/invoice-pdf/deno.json');
const SCRIPT = path.join(ROOT, 'tests/integration/invoice-pdf-render.ts');

/** SHA-256 of each fixture's PDF and its number of pages, recorded from the renderer before it was split. */
const EXPECTED: Record<string, { sha256: string; pages: number }> = expectedHashes;

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
