// One CSV line (RFC 4180 quoting): the raw text of an invalid row and the lines of the error report.
const NEEDS_QUOTES = /[",\r\n;]/;

export const csvLine = (cells: readonly (string | number | null)[]): string =>
  cells
    .map((cell) => {
      const text = cell === null ? '' : String(cell);
      return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
