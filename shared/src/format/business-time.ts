// The business day is the Moscow day (domain.md): date filters, "today" and the counters mean Moscow
// days, so tables show Moscow time whatever the browser's zone is (their column titles say so).
import { intlLocale } from './money.ts';

export const BUSINESS_TIME_ZONE = 'Europe/Moscow';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Moscow as YYYY-MM-DD. */
export const moscowToday = (now: Date = new Date()): string => dayFormat.format(now);

type DateStyle = 'short' | 'medium';
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as a Moscow date and time in the language's format; an unparsable value is shown as is. */
export function formatBusinessDateTime(
  value: string,
  language: string,
  dateStyle: DateStyle = 'medium',
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const key = `${language}|${dateStyle}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle,
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    });
    formatters.set(key, cached);
  }
  return cached.format(date);
}
