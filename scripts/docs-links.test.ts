// The README is a short front door and the topics live in docs/: every relative link in them (and in bench's
// prose) must lead to a file of the repository, and a link with #anchor to a heading of that file, as GitHub
// renders it. A doc nobody links from the README is a doc nobody finds, and a README that grows past a screenful
// or two is the manual again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const README_MAX_LINES = 120;
const DOC_MAX_LINES = 250;

const markdownIn = (dir: string): string[] =>
  readdirSync(path.join(root, dir))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${dir}/${file}`);

const docs = markdownIn('docs');
const checked = ['README.md', ...docs, ...markdownIn('bench')];
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
const lineCount = (text: string): number => text.replace(/\n$/, '').split('\n').length;

const withoutFences = (markdown: string): string =>
  markdown.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, '');

/** The text outside fenced code blocks and inline code spans: a path written as code is not a link. */
const prose = (markdown: string): string => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** The targets of the inline links and images of a Markdown text, as written. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** GitHub's anchor of each heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = withoutFences(markdown).replace(/`([^`\n]*)`/g, '$1');
  for (const [, title = ''] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Why a relative link of `from` leads nowhere, or null when it leads to a file (and heading) that exists. */
function brokenLink(from: string, target: string, readFile: (file: string) => string | null): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: ... are not files of the repository
  const [file = '', anchor] = target.split('#');
  const resolved = file === '' ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), file));
  if (resolved.startsWith('../')) return `${target}: outside the repository`;
  const text = readFile(resolved);
  if (text === null) return `${target}: no file ${resolved}`;
  if (anchor && resolved.endsWith('.md') && !headingAnchors(text).has(decodeURIComponent(anchor))) {
    return `${target}: no heading #${anchor} in ${resolved}`;
  }
  return null;
}

const readRepoFile = (file: string): string | null => {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  return file.endsWith('.md') ? read(file) : '';
};

describe('the link checker', () => {
  it('finds inline links but not paths written as code', () => {
    const text =
      'See [mail](mail.md#schedule) and ![x](img.png "t").\n`[not](a.md)`\n```\n[nor](b.md)\n```\n';
    expect(linkTargets(text)).toEqual(['mail.md#schedule', 'img.png']);
  });

  it('names headings as GitHub does', () => {
    const anchors = headingAnchors('# Mail\n## Account mails (Auth)\n## `/admin/vat`: the files\n## Mail\n');
    expect([...anchors]).toEqual(['mail', 'account-mails-auth', 'adminvat-the-files', 'mail-1']);
  });

  it('reports a missing file, a missing heading and a path leaving the repository', () => {
    const files: Record<string, string> = { 'docs/mail.md': '# Mail\n## Schedule\n' };
    const readFile = (file: string) => files[file] ?? null;
    expect(brokenLink('docs/a.md', 'mail.md#schedule', readFile)).toBeNull();
    expect(brokenLink('docs/a.md', 'https://example.com/x', readFile)).toBeNull();
    expect(brokenLink('docs/a.md', 'gone.md', readFile)).toMatch(/no file docs\/gone\.md/);
    expect(brokenLink('docs/a.md', 'mail.md#sender', readFile)).toMatch(/no heading #sender/);
    expect(brokenLink('README.md', '../shared/SPEC.md', readFile)).toMatch(/outside the repository/);
  });
});

describe('README and docs', () => {
  it.each(checked)('%s: every relative link leads to a file and heading of the repository', (file) => {
    const broken = linkTargets(read(file))
      .map((target) => brokenLink(file, target, readRepoFile))
      .filter((reason) => reason !== null);
    expect(broken).toEqual([]);
  });

  it(`keeps the README a front door of at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(read('README.md'))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it(`keeps each doc at most ${DOC_MAX_LINES} lines`, () => {
    const long = docs.filter((file) => lineCount(read(file)) > DOC_MAX_LINES);
    expect(long).toEqual([]);
  });

  it('links every doc from the README', () => {
    const linked = new Set(linkTargets(read('README.md')).map((target) => target.split('#')[0]));
    expect(docs.filter((file) => !linked.has(file))).toEqual([]);
  });
});
