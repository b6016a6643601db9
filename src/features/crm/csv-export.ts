// Writing CSV for the CRM exports: RFC 4180, with every cell a spreadsheet would run as a formula neutralised.

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return that some
 * programs skip before one) gets a leading apostrophe, so it reads as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoteCell(value: string): string {
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV document (UTF-8 BOM so spreadsheet programs read accents, CRLF line ends) from a header and rows. */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  const line = (cells: (string | number | boolean | null | undefined)[]) =>
    cells.map((cell) => quoteCell(neutraliseCell(cell == null ? '' : String(cell)))).join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
