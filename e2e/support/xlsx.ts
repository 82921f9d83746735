import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The first sheet of a downloaded xlsx, with each row as one '|'-joined line of its cell texts. */
export async function readXlsxDownload(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const line = (row: number) => (sheet.getRow(row).values as unknown[]).map(String).join('|');
  return { sheet, line };
}
