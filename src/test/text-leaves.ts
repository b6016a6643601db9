// Every text leaf of a tree of copy with its path (`.pages.legalNotice.sections[0].title`): the content tests compare
// the English and French trees path by path.
export function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree))
    tree.forEach((item, index) => leaves(item, `${prefix}[${index}]`).forEach((v, k) => out.set(k, v)));
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      leaves(value, `${prefix}.${key}`).forEach((v, k) => out.set(k, v));
  return out;
}
