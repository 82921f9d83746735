// Reads just the header and the first data row of a received file: wrong columns, an empty file or a
// zip that is no workbook are refused before anything is written to the database.
import { mapHeader } from './columns.ts';
import { fileError } from './receive-upload.ts';
import { readRows, type FileFormat } from './row-reader.ts';
import { FILE_ERRORS } from './sniff.ts';

export const checkHeader = async (filePath: string, format: FileFormat): Promise<void> => {
  const rows: string[][] = [];
  try {
    for await (const row of readRows(filePath, format)) {
      rows.push(row);
      if (rows.length === 2) break;
    }
  } catch {
    // csv-parse refuses only pathological text; exceljs refuses any zip that is not a workbook.
    throw fileError(FILE_ERRORS.notSpreadsheet);
  }
  if (rows.length === 0) throw fileError(FILE_ERRORS.empty);
  const header = mapHeader(rows[0]);
  if (!header.ok) throw fileError(FILE_ERRORS.missingColumns(header.missing));
  if (rows.length < 2) throw fileError(FILE_ERRORS.empty);
};
