import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const modules = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function filesOf(language: string): string[] {
  return Object.keys(modules)
    .filter((file) => file.startsWith(`./${language}/`))
    .map((file) => file.slice(language.length + 3))
    .sort();
}

const read = (language: string, file: string) => leaves(modules[`./${language}/${file}`] ?? {});
const files = filesOf('en');

describe('locales', () => {
  it('exist as the same files in English and French', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(filesOf('fr')).toEqual(files);
  });

  it.each(files)('%s has exactly the same keys in both languages, none empty', (file) => {
    const english = read('en', file);
    const french = read('fr', file);
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of [...english, ...french]) expect(value.trim(), key).not.toBe('');
  });

  it.each(files)('%s has no English sentence left in the French file', (file) => {
    const english = read('en', file);
    const french = read('fr', file);
    // Short labels may match (brand names, "Collection", "Journal"); a whole sentence may not.
    const same = [...english].filter(
      ([key, value]) => french.get(key) === value && value.split(' ').length > 3,
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
