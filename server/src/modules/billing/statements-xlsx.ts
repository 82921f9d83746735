// account_statements.xlsx, streamed row by row (lib/xlsx-stream.ts): a large export never holds
// more than one database chunk in memory.
import type { Readable } from 'node:stream';
import type { StatementStatus, StatementType } from '../../db/schema.ts';
import { DATE_TIME_FORMAT, MONEY_FORMAT, streamXlsx } from '../../lib/xlsx-stream.ts';
import { moscowWallClock } from '../../lib/moscow-time.ts';
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

/** Starts writing the workbook into the returned stream (see streamXlsx for errors). */
export const streamStatementsXlsx = (
  chunks: AsyncIterable<ExportRow[]>,
  companyName: string,
  onError: (error: unknown) => void,
): Readable =>
  streamXlsx({
    sheetName: 'Выписка',
    columns: [
      { header: EXPORT_HEADERS[0], key: 'date', width: 18, style: DATE_TIME_FORMAT },
      { header: EXPORT_HEADERS[1], key: 'amount', width: 14, style: MONEY_FORMAT },
      { header: EXPORT_HEADERS[2], key: 'type', width: 20 },
      { header: EXPORT_HEADERS[3], key: 'status', width: 16 },
      { header: EXPORT_HEADERS[4], key: 'company', width: 28 },
      { header: EXPORT_HEADERS[5], key: 'description', width: 48 },
    ],
    chunks,
    toRow: (row) => ({
      // Excel dates have no zone: show the Moscow wall-clock time the cabinet shows.
      date: moscowWallClock(new Date(row.date)),
      // A cell number is a double anyway; the exact value is kept to 2 decimals by the format.
      amount: Number(row.amount),
      type: TYPE_LABELS[row.type],
      status: STATUS_LABELS[row.status],
      company: companyName,
      description: row.description,
    }),
    onError,
  });
