// SQL fragments for the business day (domain.md: the calendar day in Europe/Moscow), for the lists
// whose counters are kept per Moscow day.

/** Today's Moscow date. */
export const MOSCOW_TODAY = `(now() AT TIME ZONE 'Europe/Moscow')::date`;

const moscowDay = (param: string): string => `(${param}::timestamptz AT TIME ZONE 'Europe/Moscow')::date`;

/**
 * ` AND day >= … AND day < …` over a per-day counter table, for a range whose bounds (`$n` parameters
 * holding instants, either may be absent) are Moscow midnights.
 */
export const counterDayRange = (from: string | null | undefined, to: string | null | undefined): string =>
  `${from ? ` AND day >= ${moscowDay(from)}` : ''}${to ? ` AND day < ${moscowDay(to)}` : ''}`;
