// The standard PDF fonts (Helvetica here) draw WinAnsi (Windows-1252) only: pdf-lib throws on anything else.
// Text is mapped before it is drawn: the spaces French number formatting produces (U+202F between thousands,
// U+00A0 before the currency) become the no-break space WinAnsi has, dashes and quotes their WinAnsi
// neighbours, accented letters outside it lose the accent (NFKD), and anything else is "?". No imports: the
// tests read it on Node too.

/** The characters of WinAnsi outside Latin-1's printable ranges (0x80-0x9F of Windows-1252). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (fr-FR thousands, before %)
  '\u2007': '\u00a0', // figure space
  '\u2009': ' ', // thin space
  '\u200a': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2008': ' ',
  '\u205f': ' ',
  '\u3000': ' ',
  '\u2010': '-',
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–',
  '\u2015': '—',
  '\u2212': '-', // minus sign
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u2192': '->',
  // Letters without a decomposition to a WinAnsi letter.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  '\t': ' ',
  '\n': ' ',
  '\r': ' ',
};

/** Characters that draw nothing and may go: zero-width spaces and joiners, the byte order mark. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/;

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** `text` with every character drawable in WinAnsi. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) out += char;
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else if (INVISIBLE.test(char) || /\p{Cc}/u.test(char)) continue;
    else {
      const stripped = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += stripped !== '' && [...stripped].every(isWinAnsi) ? stripped : '?';
    }
  }
  return out;
}
