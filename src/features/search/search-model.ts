// Accent- and case-insensitive matching used by the search dialog.

export interface SearchEntry {
  id: string;
  to: string;
  title: string;
  text: string;
}

export function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Entries whose title or text contain every word of the query; title matches first. */
export function searchEntries(entries: SearchEntry[], query: string): SearchEntry[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const title = normalize(entry.title);
    const haystack = `${title} ${normalize(entry.text)}`;
    if (!words.every((word) => haystack.includes(word))) return [];
    const score = words.filter((word) => title.includes(word)).length;
    return [{ entry, score }];
  });
  return scored.sort((a, b) => b.score - a.score).map(({ entry }) => entry);
}
