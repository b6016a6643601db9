import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import fr from './fr/common.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('locales', () => {
  const english = leaves(en);
  const french = leaves(fr);

  it('have exactly the same keys in English and French', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty strings', () => {
    for (const [key, value] of [...english, ...french]) expect(value.trim(), key).not.toBe('');
  });
});
