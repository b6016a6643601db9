// What the first load of every page may not carry: the static import graph from src/main.tsx (dynamic import()
// starts another chunk, loaded later) must not reach tailwind-merge, whose class merging the shop's first screen
// does without (clsx there; cn in the admin and other chunks). It weighs about 7 KB gzip, a twentieth of the
// budget (`npm run bench`, docs/performance.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The file a specifier names (a package name stays as it is). */
function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return specifier;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
}

/** Every module the entry reaches through static imports, each with the chain that reached it. */
function staticGraph(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (!/\.(ts|tsx)$/.test(file) || !existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1] ?? '');
      if (!target || reached.has(target)) continue;
      reached.set(target, [...(reached.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return reached;
}

it('the first load does not import tailwind-merge', () => {
  const graph = staticGraph(path.join(root, 'src/main.tsx'));
  expect(graph.size).toBeGreaterThan(20);
  const chain = graph.get('tailwind-merge')?.map((file) => path.relative(root, file));
  expect(chain, `reached through ${chain?.join(' -> ')}`).toBeUndefined();
});
