// The import boundaries of STYLE.md hold through the `@/` alias as through relative paths: ESLint resolves `@/`
// (eslint.config.js), else an aliased import would slip past no-restricted-paths and no-cycle unseen.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

async function messagesFor(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries through @/', () => {
  it('refuse a feature importing app/ or another feature, aliased or relative', async () => {
    const code = [
      "import { routes } from '@/app/router';",
      "import { catalogPrice } from '@/features/cart/cart-model';",
      "import { formatMoney } from '../../lib/money';",
      'export const probe = [routes, catalogPrice, formatMoney];',
      '',
    ].join('\n');
    const messages = await messagesFor(code, 'src/features/catalog/boundary-probe.ts');
    expect(messages.filter((m) => m.startsWith('import-x/no-restricted-paths'))).toEqual([
      expect.stringContaining('Features must not import from app'),
      expect.stringContaining('A feature must not import another feature'),
    ]);
  }, 60_000);

  it('let shared code import shared code', async () => {
    const code = "import { formatMoney } from '@/lib/money';\nexport const probe = formatMoney;\n";
    expect(await messagesFor(code, 'src/components/ui/boundary-probe.ts')).toEqual([]);
  }, 60_000);
});

describe('Edge Functions deploy alone', () => {
  it('refuse a function importing from src, the local backend or the tests', async () => {
    const code = [
      "import type { Database } from '../../../src/lib/database-api.ts';",
      "import { startLocalBackend } from '../../local/server.ts';",
      "import { DEMO_ADMIN } from '../../../tests/integration/helpers.ts';",
      'export const probe: [Database | null, unknown, unknown] = [null, startLocalBackend, DEMO_ADMIN];',
      '',
    ].join('\n');
    const messages = await messagesFor(code, 'supabase/functions/_shared/boundary-probe.ts');
    expect(messages.filter((m) => m.startsWith('import-x/no-restricted-paths'))).toEqual([
      expect.stringContaining('An Edge Function is deployed alone'),
      expect.stringContaining('An Edge Function is deployed alone'),
      expect.stringContaining('An Edge Function is deployed alone'),
    ]);
  }, 60_000);

  it('let a function import _shared', async () => {
    const code =
      "import type { Database } from './database-api.ts';\nexport const probe: Database | null = null;\n";
    expect(await messagesFor(code, 'supabase/functions/_shared/boundary-probe.ts')).toEqual([]);
  }, 60_000);
});
