import { intlLocale } from '@lp/shared';

// The business day is the Moscow day (domain.md): the date filter and the "new today" group mean Moscow
// days, so the table shows Moscow time whatever the browser's zone is.
export const BUSINESS_TIME_ZONE = 'Europe/Moscow';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Moscow as YYYY-MM-DD. */
export const moscowToday = (now: Date = new Date()): string => dayFormat.format(now);

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: string | null, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let cached = formatters.get(language);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    });
    formatters.set(language, cached);
  }
  return cached.format(date);
}
