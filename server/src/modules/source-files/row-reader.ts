// Reads a stored source file as a stream of rows (arrays of cell texts, the header first). Nothing reads
// the whole file: CSV through csv-parse's stream parser, XLSX through exceljs's streaming WorkbookReader,
// JSON batches from their stored NDJSON form line by line.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { excelDateText } from './visited-at.ts';

export type FileFormat = 'csv' | 'xlsx' | 'json';

/** ',' ';' or tab, whichever the header line has most of (Russian Excel writes ';'). */
export const detectDelimiter = async (filePath: string): Promise<string> => {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(65_536);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const firstLine = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
    const counts = [',', ';', '\t'].map(
      (delimiter) => [delimiter, firstLine.split(delimiter).length] as const,
    );
    counts.sort((a, b) => b[1] - a[1]);
    return counts[0][1] > 1 ? counts[0][0] : ',';
  } finally {
    await handle.close();
  }
};

async function* csvRows(filePath: string): AsyncGenerator<string[]> {
  const delimiter = await detectDelimiter(filePath);
  const input = createReadStream(filePath, { highWaterMark: 1024 * 1024 });
  const parser = input.pipe(
    parse({ delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }),
  );
  try {
    for await (const record of parser) yield record as string[];
  } finally {
    input.destroy();
    parser.destroy();
  }
}

type CellValue = ExcelJS.CellValue;

// exceljs hands over typed values: dates, numbers, rich text, hyperlinks, formulas; the row parser wants text.
const cellText = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return excelDateText(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : cellText(value.result as CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
};

async function* xlsxRows(filePath: string): AsyncGenerator<string[]> {
  const input = createReadStream(filePath);
  // styles: 'cache' so that date cells arrive as dates, not as Excel serial numbers.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    // Only the first worksheet holds data.
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values as CellValue[];
        const cells: string[] = [];
        // row.values is 1-based and sparse.
        for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
        if (cells.some((text) => text.trim() !== '')) yield cells;
      }
      break;
    }
  } finally {
    input.destroy();
  }
}

async function* jsonRows(filePath: string): AsyncGenerator<string[]> {
  const input = createReadStream(filePath);
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) if (line !== '') yield JSON.parse(line) as string[];
  } finally {
    lines.close();
    input.destroy();
  }
}

/** Rows of a stored file, the header row first; blank rows are skipped. */
export const readRows = (filePath: string, format: FileFormat): AsyncGenerator<string[]> =>
  format === 'csv' ? csvRows(filePath) : format === 'xlsx' ? xlsxRows(filePath) : jsonRows(filePath);
