// Lint rules, including the import boundaries of STYLE.md: app -> features -> components/lib, no cycles.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const boundaryZones = [
  { target: './src/features', from: './src/app', message: 'Features must not import from app.' },
  {
    target: ['./src/components', './src/lib', './src/locales', './src/content'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import from features or app.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature must not import another feature: compose them in app/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.e2e',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'supabase/.data',
      'supabase/functions/_shared/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // `@/` is src (tsconfig paths, vite.config.ts): resolved here too, so the boundaries and cycles still apply.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [path.resolve(import.meta.dirname, 'src')] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // An Edge Function is bundled and deployed alone (`supabase functions deploy`): what it imports must be
    // under supabase/functions, shared code in _shared (the app re-exports from there, never the other way).
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './supabase/functions',
              from: ['./src', './supabase/local', './scripts', './tests'],
              message:
                'An Edge Function is deployed alone: import only from supabase/functions (shared code in _shared).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'supabase/**', 'tests/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
