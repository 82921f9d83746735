import { WEEKDAYS } from '@lp/shared/contracts/projects';
import type { Weekday } from '@lp/shared/contracts';

/** Weekdays in calendar order, whatever order they came in. */
export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}
