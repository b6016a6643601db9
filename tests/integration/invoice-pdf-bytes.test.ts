// The invoice PDFs byte for byte: each fixture snapshot (invoice-pdf-fixtures.ts) rendered on Deno, as the
// function runs, must hash to the SHA-256 recorded in invoice-pdf-hashes.json, and the same again when rendered
// twice. A change that moves a single byte fails here; when the change is meant, read the new PDFs, then record.
// The documents issued with VAT by delivery country (the "v2" fixtures) are also read back for their mentions.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { denoExecutable, denoProcessEnv, resolutionFlags } from '../../supabase/local/deno.ts';
import { PDF_FIXTURES } from './invoice-pdf-fixtures';
import expectedHashes from './invoice-pdf-hashes.json';
import { pdfText } from './pdf-text';

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

describe('the documents issued with VAT by delivery country, read back', () => {
  const text = (name: string) => pdfText((rendered[name]?.[0] ?? new Uint8Array()).slice());

  it('in France: the table per rate, the nature of the operation and the delivery country', async () => {
    const fr = await text('fr-v2-domestic');
    expect(fr).toContain('Taux de TVA\nBase HT\nTVA\nTotal TTC\n20 %\n197,42 €\n39,48 €\n236,90 €');
    expect(fr).toMatch(/Immortela Elixir 30 ml\n2\n83,33 €\n100,00 €\n20 %\n166,67 €\n200,00 €/);
    expect(fr).toMatch(/TVA 20 %\n39,48 €/);
    expect(fr).toContain('Nature de l’opération : livraison de biens');
    expect(fr).toContain('Pays de livraison : France.');
    expect(fr).toContain('Prix toutes taxes comprises.');
    const en = await text('en-v2-domestic');
    expect(en).toContain('VAT rate\nBase excl. VAT\nVAT\nTotal incl. VAT\n20%\n€197.42\n€39.48\n€236.90');
    expect(en).toContain('Nature of the operation: supply of goods');
    expect(en).toContain('Delivery country: France.');
  });

  it('in Germany under the one-stop shop: its 19%, and that it is the VAT of the member state of arrival', async () => {
    const en = await text('en-v2-eu-oss');
    expect(en).toMatch(/Immortela Elixir 30 ml\n2\n€84\.03\n€100\.00\n19%\n€168\.07\n€200\.00/);
    expect(en).toContain('19%\n€199.08\n€37.82\n€236.90');
    expect(en).toMatch(/VAT 19%\n€37\.82/);
    expect(en).toContain(
      'VAT of the country of delivery (Germany, 19%), the member state of arrival of the goods',
    );
    expect(en).toContain('one-stop shop (OSS)');
    expect(en).toContain('Delivery country: Germany.');
    expect(en).not.toContain('20%');
    const fr = await text('fr-v2-eu-oss');
    expect(fr).toContain('TVA du pays de livraison (Allemagne, 19 %), État membre d’arrivée des biens');
    expect(fr).toContain('guichet unique (OSS)');
    expect(fr).toContain('Pays de livraison : Allemagne.');
  });

  it('an export: the exemption and its legal reference, and no VAT charged, not even at 0%', async () => {
    const en = await text('en-v2-export-usd');
    expect(en).toContain(
      'VAT exemption: export of goods, article 262 I of the French General Tax Code (CGI); Directive 2006/112/EC art. 146',
    );
    expect(en).toMatch(/Total excl\. VAT\n\$236\.90\nVAT exempt: export\nTotal\n\$236\.90/);
    expect(en).toMatch(/Immortela Elixir 30 ml\n2\n\$100\.00\n\$100\.00\nexempt\n/);
    expect(en).toContain('Delivery country: United States.');
    expect(en).not.toMatch(/VAT 0|\b0%|VAT in euros|VAT converted|Prices include VAT|Base excl\. VAT/);
    const fr = await text('fr-v2-export-usd');
    expect(fr).toContain(
      'Exonération de TVA, article 262 I du Code général des impôts (exportation de biens)',
    );
    expect(fr).toContain('Exonération de TVA : exportation');
    expect(fr).toContain('Pays de livraison : États-Unis.');
    expect(fr).not.toMatch(/TVA 0|\b0 %|TVA en euros|toutes taxes comprises/);
    const deposit = await text('fr-v2-export-deposit');
    expect(deposit).toMatch(/Total de la commande\n300,00 \$US/);
    expect(deposit).toMatch(/Exonération de TVA : exportation\nTotal\n150,00 \$US/);
    expect(deposit).not.toMatch(/TVA de la commande|TVA 0|\b0 %/);
  });

  it('a balance after a rate change deducts its deposit at the deposit’s rate', async () => {
    const en = await text('en-v2-balance-two-rates');
    expect(en).toMatch(
      /Less deposit invoice F-2026-000510\nTotal excl\. VAT\n-€126\.05\nVAT 19%\n-€23\.95\nTotal incl\. VAT\n-€150\.00/,
    );
    expect(en).toContain('16%\n€129.31\n€20.69\n€150.00');
    expect(en).toMatch(/VAT 16%\n€20\.69/);
  });

  it('a credit note mirrors the rates of the invoices it refunds, and names them', async () => {
    const en = await text('en-v2-credit-note-two-rates');
    expect(en).toContain('Credit note for invoice F-2026-000520 (July 2, 2026)');
    expect(en).toContain('Credit note for invoice F-2026-000510 (June 20, 2026)');
    expect(en).toContain(
      'VAT rate\nBase excl. VAT\nVAT\nTotal incl. VAT\n19%\n€126.05\n€23.95\n€150.00\n16%\n€129.31\n€20.69\n€150.00',
    );
    expect(en).toMatch(/\n1\n€129\.31\n€150\.00\n16%\n€129\.31\n€150\.00/);
    expect(en).toMatch(/Total excl\. VAT\n€255\.36\nTotal VAT\n€44\.64\nTotal credited incl\. VAT\n€300\.00/);
    expect(en).toContain('(Germany, 19% and 16%)');
    const fr = await text('fr-v2-credit-note-two-rates');
    expect(fr).toContain('Avoir sur la facture F-2026-000520 (2 juillet 2026)');
    expect(fr).toContain('19 %\n126,05 €\n23,95 €\n150,00 €\n16 %\n129,31 €\n20,69 €\n150,00 €');
    expect(fr).toMatch(/Total TVA\n44,64 €\nTotal TTC de l’avoir\n300,00 €/);
  });

  it('a document issued before keeps its one rate and says nothing it did not say', async () => {
    const en = await text('en-full');
    expect(en).toMatch(/VAT 20%\n€39\.48/);
    expect(en).toContain('Operation: sale of goods to a consumer. Prices include VAT.');
    expect(en).not.toMatch(/VAT rate|Nature of the operation|Delivery country/);
  });
});
