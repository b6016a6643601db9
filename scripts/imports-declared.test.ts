// Every package the Node side imports (the app, its tests, scripts, configs and the local backend) is declared in
// package.json: an undeclared one works only while another package happens to bring it into node_modules.
// The Edge Functions are left out: Deno resolves their `npm:`/`jsr:` specifiers and deno.json import maps.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'tests', 'scripts', 'supabase/local'];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// import x from <p>, } from <p> (the end of a long import), import <p>, import(<p>), require(<p>).
const SPECIFIERS = [
  /^\s*(?:import|export|\})[^'"\n]*\bfrom\s*['"]([^'"$\s]+)['"]/gm,
  /^\s*import\s*['"]([^'"$\s]+)['"]/gm,
  /\b(?:import|require)\(\s*['"]([^'"$\s]+)['"]\s*\)/g,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return filesUnder(file);
    return SOURCE.test(name) ? [file] : [];
  });
}

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`); undefined for paths and builtins. */
export function packageOf(specifier: string): string | undefined {
  if (/^(?:\.|\/|node:|virtual:|@\/|npm:|jsr:|https?:)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (!name || builtinModules.includes(name)) return undefined;
  return name;
}

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
]);

describe('imported packages', () => {
  it('name packages, not paths or builtins', () => {
    expect(packageOf('@radix-ui/react-dialog')).toBe('@radix-ui/react-dialog');
    expect(packageOf('i18next/dist/esm')).toBe('i18next');
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('fs')).toBeUndefined();
    expect(packageOf('../lib/cn')).toBeUndefined();
    expect(packageOf('@/lib/cn')).toBeUndefined();
  });

  it('are all declared in package.json', () => {
    const configs = readdirSync(root)
      .filter((name) => SOURCE.test(name))
      .map((name) => path.join(root, name));
    const files = [...configs, ...FOLDERS.flatMap((folder) => filesUnder(path.join(root, folder)))];
    const missing = new Map<string, string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)])) {
        const name = packageOf(specifier);
        if (name && !declared.has(name) && !missing.has(name)) missing.set(name, path.relative(root, file));
      }
    }
    expect(Object.fromEntries(missing), 'add these to package.json (npm install --save-exact)').toEqual({});
  });
});
