// Export tests: download a file as a browser would (gzip accepted) and read its first sheet back.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app-types.ts';
import { authHeader } from './helpers.ts';

export type Sheet = { headers: unknown[]; rows: unknown[][] };

export const downloadExport = (app: App, url: string, token: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: { ...authHeader(token), 'accept-encoding': 'gzip' } });

/** The first sheet's cell values: the header row, then the data rows. */
export const readXlsx = async (buffer: Buffer): Promise<Sheet> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { headers: values[0], rows: values.slice(1) };
};
