// account_statements.xlsx, written row by row with exceljs's streaming writer: a large export
// never holds more than one database chunk in memory.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { StatementStatus, StatementType } from '../../db/schema.ts';
import { moscowWallClock } from './moscow-time.ts';
import type { ExportRow } from './statements-sql.ts';

export const EXPORT_FILE_NAME = 'account_statements.xlsx';

export const TYPE_LABELS: Record<StatementType, string> = {
  topup: 'Пополнение',
  charge: 'Списание за сделку',
  trial: 'Пробная сделка',
  call_center: 'Колл-центр',
  adjustment: 'Корректировка',
  refund: 'Возврат',
};

export const STATUS_LABELS: Record<StatementStatus, string> = {
  pending: 'Ожидает оплаты',
  completed: 'Проведено',
  cancelled: 'Отменено',
};

export const EXPORT_HEADERS = ['Дата', 'Сумма', 'Тип', 'Статус', 'Компания', 'Описание'];

/**
 * Starts writing the workbook into the returned stream and resolves nothing: errors destroy the
 * stream (the client sees a broken download, the log sees the error).
 */
export const streamStatementsXlsx = (
  chunks: AsyncIterable<ExportRow[]>,
  companyName: string,
  onError: (error: unknown) => void,
): Readable => {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Выписка');
  sheet.columns = [
    { header: EXPORT_HEADERS[0], key: 'date', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
    { header: EXPORT_HEADERS[1], key: 'amount', width: 14, style: { numFmt: '#,##0.00' } },
    { header: EXPORT_HEADERS[2], key: 'type', width: 20 },
    { header: EXPORT_HEADERS[3], key: 'status', width: 16 },
    { header: EXPORT_HEADERS[4], key: 'company', width: 28 },
    { header: EXPORT_HEADERS[5], key: 'description', width: 48 },
  ];
  sheet.getRow(1).font = { bold: true };

  const write = async (): Promise<void> => {
    for await (const rows of chunks) {
      for (const row of rows) {
        sheet
          .addRow({
            // Excel dates have no zone: show the Moscow wall-clock time the cabinet shows.
            date: moscowWallClock(new Date(row.date)),
            // A cell number is a double anyway; the exact value is kept to 2 decimals by the format.
            amount: Number(row.amount),
            type: TYPE_LABELS[row.type],
            status: STATUS_LABELS[row.status],
            company: companyName,
            description: row.description,
          })
          .commit();
      }
      // Let the zip stream drain before fetching the next chunk.
      if (output.writableNeedDrain) await new Promise((resolve) => output.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
};
