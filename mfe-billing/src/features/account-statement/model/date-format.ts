import { intlLocale } from '@lp/shared';

// The business day is the Moscow day (domain.md), and the date filter means Moscow days too, so the
// table shows Moscow time whatever the browser's zone is; the column title says so.
export const BUSINESS_TIME_ZONE = 'Europe/Moscow';

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let cached = formatters.get(language);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    });
    formatters.set(language, cached);
  }
  return cached.format(date);
}
