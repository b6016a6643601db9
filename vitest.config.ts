import { defineConfig } from 'vitest/config';
import path from 'node:path';
import react from '@vitejs/plugin-react';

// `@/` is the app's source root, for the app's own files and the tests that import them.
const alias = { '@': path.resolve(import.meta.dirname, 'src') };
// Unit tests need no database: the build's snapshot of the published content (scripts/vite/published-content.ts)
// is a fixture there.
const fixtures = path.resolve(import.meta.dirname, 'src/test/published-content');
// The legal facts the build reads from the database (scripts/vite/legal-facts.ts): the demo ones, for the tests
// that import the legal texts (which take their facts as an argument).
const legalFactsFixture = {
  find: /^virtual:legal-facts$/,
  replacement: path.resolve(import.meta.dirname, 'src/test/legal-facts.ts'),
};
const unitAlias = [
  { find: /^virtual:published-content\/(en|fr)$/, replacement: `${fixtures}/$1.ts` },
  { find: /^virtual:published-content$/, replacement: `${fixtures}/index.ts` },
  // The build's snapshot of the published products (scripts/vite/published-products.ts): two fixture products.
  {
    find: /^virtual:published-products$/,
    replacement: path.resolve(import.meta.dirname, 'src/test/published-products.ts'),
  },
  // The legal facts the build reads from the database (scripts/vite/legal-facts.ts): the demo ones.
  {
    find: /^virtual:legal-facts$/,
    replacement: path.resolve(import.meta.dirname, 'src/test/legal-facts.ts'),
  },
];

// Two layers: unit tests beside the code (jsdom), integration tests against the local backend (node), with the
// conformance suite (the local backend against PostgREST's and Supabase Auth's documented answers) in the latter.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        resolve: { alias: unitAlias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'supabase/local/**/*.test.ts',
            'supabase/templates/**/*.test.ts',
          ],
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
      {
        resolve: {
          alias: [
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            legalFactsFixture,
          ],
        },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
          globalSetup: ['./tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
