/** Days travel to the API as YYYY-MM-DD (Moscow days); a field shows them in the language's format. */
export const API_DAY = 'YYYY-MM-DD';
export const displayDayFormat = (language: string) => (language === 'en' ? 'YYYY-MM-DD' : 'DD.MM.YYYY');

export type DayRange = { dateFrom: string | null; dateTo: string | null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in YYYY-MM-DD, or null: a hand-edited URL must not reach the API as garbage. */
export function parseDay(value: string | null): string | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value : null;
}

/** `dateFrom`/`dateTo` of the query string as valid days, swapped when given the wrong way round. */
export function dayRangeFromSearch(search: URLSearchParams): DayRange {
  let dateFrom = parseDay(search.get('dateFrom'));
  let dateTo = parseDay(search.get('dateTo'));
  // YYYY-MM-DD compares correctly as text.
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  return { dateFrom, dateTo };
}
