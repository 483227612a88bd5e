import { Readable } from 'node:stream';

/** Excel reads a file as UTF-8 (₹, Devanagari names) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/** What a spreadsheet would read as the start of a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a value that a spreadsheet would run as a formula gets a leading apostrophe, so it
 * shows as text; a cell with a comma, a quote or a line break is quoted.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended as RFC 4180 says (CRLF). */
export const csvRow = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** A column of an export: its header and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * Every row `readPage` gives, page after page, until a short page: the whole selection without
 * holding it in memory.
 */
export async function* pagesOf<T>(
  readPage: (offset: number, limit: number) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await readPage(offset, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** A CSV file as a stream: the mark, the header line, then each page's lines as it is read. */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<T[]>,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(columns.map((column) => column.header));
    for await (const rows of pages) {
      yield rows.map((row) => csvRow(columns.map((column) => column.value(row)))).join('');
    }
  }
  return Readable.from(lines());
}
