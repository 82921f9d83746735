// The engine's notion of "today": the calendar day and ISO weekday in Europe/Moscow (domain.md
// "Normal forms"), so limits reset and weekdays switch at Moscow midnight, not UTC midnight.
import { moscowParts } from '../../lib/moscow-time.ts';

export type BusinessDay = { ymd: string; isoWeekday: number };

export const businessDay = (now: Date): BusinessDay => {
  const { ymd } = moscowParts(now);
  // The weekday of a calendar date does not depend on a zone: read it from the date at UTC noon.
  const weekday = new Date(`${ymd}T12:00:00Z`).getUTCDay();
  return { ymd, isoWeekday: weekday === 0 ? 7 : weekday };
};
