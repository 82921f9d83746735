// deals.xlsx, written row by row with exceljs's streaming writer (no shared strings, so nothing
// accumulates): memory stays at one database chunk whatever the export's size.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Deal, DealStatus } from '@lp/shared/contracts/deals';
import { moscowWallClock } from '../billing/moscow-time.ts';

export const EXPORT_FILE_NAME = 'deals.xlsx';

// Russian like the statement export: the product's default language, and the file is shared offline.
export const STATUS_LABELS: Record<DealStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  completed: 'Завершена',
  cancelled: 'Отменена',
};

export const EXPORT_HEADERS = [
  'ID',
  'Дата создания',
  'Имя',
  'Телефон',
  'Проект',
  'Цель',
  'Регион',
  'Источник',
  'Дата визита',
  'Статус',
  'Комментарий',
  'Стоимость',
];

const dateCell = (iso: string | null): Date | null => (iso ? moscowWallClock(new Date(iso)) : null);

export const streamDealsXlsx = (
  chunks: AsyncIterable<Deal[]>,
  onError: (error: unknown) => void,
): Readable => {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Сделки');
  const date = { numFmt: 'dd.mm.yyyy hh:mm' };
  sheet.columns = [
    { header: EXPORT_HEADERS[0], key: 'id', width: 10 },
    { header: EXPORT_HEADERS[1], key: 'created_at', width: 18, style: date },
    { header: EXPORT_HEADERS[2], key: 'name', width: 24 },
    { header: EXPORT_HEADERS[3], key: 'phone', width: 14 },
    { header: EXPORT_HEADERS[4], key: 'project', width: 28 },
    { header: EXPORT_HEADERS[5], key: 'target', width: 24 },
    { header: EXPORT_HEADERS[6], key: 'region', width: 10 },
    { header: EXPORT_HEADERS[7], key: 'source', width: 20 },
    { header: EXPORT_HEADERS[8], key: 'visited_at', width: 18, style: date },
    { header: EXPORT_HEADERS[9], key: 'status', width: 14 },
    { header: EXPORT_HEADERS[10], key: 'comment', width: 40 },
    { header: EXPORT_HEADERS[11], key: 'price', width: 12, style: { numFmt: '#,##0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };

  const write = async (): Promise<void> => {
    for await (const deals of chunks) {
      // The client went away: stop reading (leaving the loop ends the chunk generator too).
      if (output.destroyed) return;
      for (const deal of deals) {
        sheet
          .addRow({
            id: deal.id,
            // Excel dates have no zone: the Moscow wall-clock time the cabinet shows.
            created_at: dateCell(deal.created_at),
            name: deal.name ?? '',
            // Text, not a number: keeps the leading 7 readable and never shown in exponent form.
            phone: deal.phone,
            project: deal.project_name ?? '',
            target: deal.target ?? '',
            region: deal.region ?? '',
            source: deal.source ?? '',
            visited_at: dateCell(deal.visited_at),
            status: STATUS_LABELS[deal.status],
            comment: deal.comment ?? '',
            price: Number(deal.price),
          })
          .commit();
      }
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
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
};
