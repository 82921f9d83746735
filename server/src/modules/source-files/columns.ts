// The columns of a source file: found by header name (case-insensitive, Russian or English aliases),
// so suppliers may order them as they like and add columns of their own (ignored).
export const COLUMNS = ['phone', 'target', 'region', 'visited_at', 'external_id', 'name'] as const;
export type Column = (typeof COLUMNS)[number];

export const REQUIRED_COLUMNS: readonly Column[] = ['phone', 'target', 'region', 'visited_at'];

const ALIASES: Record<Column, string[]> = {
  phone: ['phone', 'phone_number', 'msisdn', 'телефон', 'номер', 'номер_телефона'],
  target: ['target', 'domain', 'site', 'url', 'цель', 'домен', 'сайт', 'target_phone'],
  region: ['region', 'region_code', 'регион', 'код_региона'],
  visited_at: [
    'visited_at',
    'visit_time',
    'visited',
    'datetime',
    'date',
    'дата',
    'время',
    'дата_посещения',
    'время_посещения',
  ],
  external_id: ['external_id', 'id', 'external id', 'внешний_id', 'ид'],
  name: ['name', 'full_name', 'имя', 'фио'],
};

const normalizeHeader = (value: string): string =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const LOOKUP = new Map<string, Column>(
  Object.entries(ALIASES).flatMap(([column, names]) =>
    names.map((name) => [normalizeHeader(name), column as Column]),
  ),
);

/** Column → index in the row. */
export type ColumnMap = Partial<Record<Column, number>>;

export type HeaderCheck = { ok: true; map: ColumnMap } | { ok: false; missing: Column[] };

/** Maps a header row; the first cell of each kind wins. Missing required columns are named. */
export const mapHeader = (cells: string[]): HeaderCheck => {
  const map: ColumnMap = {};
  cells.forEach((cell, index) => {
    const column = LOOKUP.get(normalizeHeader(cell));
    if (column && map[column] === undefined) map[column] = index;
  });
  const missing = REQUIRED_COLUMNS.filter((column) => map[column] === undefined);
  return missing.length > 0 ? { ok: false, missing } : { ok: true, map };
};
