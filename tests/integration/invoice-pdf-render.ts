// Run on Deno by invoice-pdf-bytes.test.ts, with the function's own import map (pdf-lib as deployed): every
// fixture rendered twice, printed as JSON { name: [base64 of the first PDF, base64 of the second] }.
import { renderDocument } from '../../supabase/functions/invoice-pdf/document.ts';
import { PDF_FIXTURES } from './invoice-pdf-fixtures.ts';

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

const rendered: Record<string, [string, string]> = {};
for (const [name, { snapshot, exchange }] of Object.entries(PDF_FIXTURES)) {
  const first = await renderDocument(snapshot, exchange);
  const second = await renderDocument(snapshot, exchange);
  rendered[name] = [base64(first), base64(second)];
}
console.log(JSON.stringify(rendered));
