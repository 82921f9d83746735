// The business day is the calendar day in Europe/Moscow (UTC+3 since 2014, +4 in 2011–2014):
// offsets come from the runtime's time-zone data, not a hard-coded +3.
const ZONE = 'Europe/Moscow';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' });
const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Minutes east of UTC in Moscow at this instant. */
const offsetMinutes = (instant: Date): number => {
  const name =
    offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
};

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export const isYmd = (value: string): boolean => {
  const match = YMD.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

// Day starts by date: list filters ask for the same few days on every request, and formatToParts is
// slow (~10 µs a call, 4% of a deals-list request). Bounded, as the dates come from query strings.
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 1_000;

/** The instant a Moscow calendar day starts. */
export const moscowDayStart = (ymd: string): Date => {
  const known = dayStarts.get(ymd);
  if (known !== undefined) return new Date(known);
  const naive = new Date(`${ymd}T00:00:00Z`);
  // Moscow midnight = UTC midnight minus the offset (one refinement covers an offset change that day).
  const guess = new Date(naive.getTime() - offsetMinutes(naive) * 60_000);
  const start = naive.getTime() - offsetMinutes(guess) * 60_000;
  if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
  dayStarts.set(ymd, start);
  return new Date(start);
};

/** The instant the next Moscow day starts (exclusive end of `ymd`). */
export const moscowDayEnd = (ymd: string): Date => {
  const next = new Date(`${ymd}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return moscowDayStart(next.toISOString().slice(0, 10));
};

/** Today's date in Moscow as YYYY-MM-DD. */
export const moscowToday = (now: Date = new Date()): string => moscowParts(now).ymd;

export type MoscowParts = { ymd: string; year: number; hms: string };

export const moscowParts = (instant: Date): MoscowParts => {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    ymd: `${parts.year}-${parts.month}-${parts.day}`,
    year: Number(parts.year),
    hms: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
};

/** A Date whose UTC fields show Moscow wall time: what a spreadsheet cell (no zone) should display. */
export const moscowWallClock = (instant: Date): Date =>
  new Date(instant.getTime() + offsetMinutes(instant) * 60_000);
