// Streamed one-sheet xlsx exports: exceljs's streaming writer without shared strings, so nothing
// accumulates and memory stays at one database chunk whatever the export's size.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type XlsxColumn = Partial<ExcelJS.Column> & { header: string; key: string };

export const DATE_TIME_FORMAT = { numFmt: 'dd.mm.yyyy hh:mm' };
export const MONEY_FORMAT = { numFmt: '#,##0.00' };

/**
 * Starts writing the workbook (bold header row, then one row per item, `toRow` keyed by the columns'
 * keys) into the returned stream and resolves nothing: errors destroy the stream (the client sees a
 * broken download, `onError` logs the error).
 */
export const streamXlsx = <T>(options: {
  sheetName: string;
  columns: XlsxColumn[];
  chunks: AsyncIterable<T[]>;
  toRow: (item: T) => Record<string, unknown>;
  onError: (error: unknown) => void;
}): Readable => {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = options.columns;
  sheet.getRow(1).font = { bold: true };

  const write = async (): Promise<void> => {
    for await (const items of options.chunks) {
      // The client went away: stop reading (leaving the loop ends the chunk generator too).
      if (output.destroyed) return;
      for (const item of items) sheet.addRow(options.toRow(item)).commit();
      // Let the zip stream drain before fetching the next chunk (the client sets the pace).
      if (output.writableNeedDrain) {
        await new Promise((resolve) => {
          output.once('drain', resolve);
          output.once('close', resolve);
        });
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    options.onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
};

/** Sends a streamed workbook as a download (never cached: it is the company's data). */
export const sendXlsx = (reply: FastifyReply, fileName: string, stream: Readable): FastifyReply =>
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(stream);
