// deals.xlsx, streamed row by row (lib/xlsx-stream.ts): memory stays at one database chunk.
import type { Readable } from 'node:stream';
import type { Deal, DealStatus } from '@lp/shared/contracts/deals';
import { DATE_TIME_FORMAT, MONEY_FORMAT, streamXlsx } from '../../lib/xlsx-stream.ts';
import { moscowWallClock } from '../../lib/moscow-time.ts';

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

export const streamDealsXlsx = (chunks: AsyncIterable<Deal[]>, onError: (error: unknown) => void): Readable =>
  streamXlsx({
    sheetName: 'Сделки',
    columns: [
      { header: EXPORT_HEADERS[0], key: 'id', width: 10 },
      { header: EXPORT_HEADERS[1], key: 'created_at', width: 18, style: DATE_TIME_FORMAT },
      { header: EXPORT_HEADERS[2], key: 'name', width: 24 },
      { header: EXPORT_HEADERS[3], key: 'phone', width: 14 },
      { header: EXPORT_HEADERS[4], key: 'project', width: 28 },
      { header: EXPORT_HEADERS[5], key: 'target', width: 24 },
      { header: EXPORT_HEADERS[6], key: 'region', width: 10 },
      { header: EXPORT_HEADERS[7], key: 'source', width: 20 },
      { header: EXPORT_HEADERS[8], key: 'visited_at', width: 18, style: DATE_TIME_FORMAT },
      { header: EXPORT_HEADERS[9], key: 'status', width: 14 },
      { header: EXPORT_HEADERS[10], key: 'comment', width: 40 },
      { header: EXPORT_HEADERS[11], key: 'price', width: 12, style: MONEY_FORMAT },
    ],
    chunks,
    toRow: (deal) => ({
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
    }),
    onError,
  });
