import type { DealStats, DealStatus } from '@lp/shared/contracts/deals';
import type { DealFilters, FiltersPatch } from './filters.ts';

export type StatGroup = keyof DealStats;
export const STAT_GROUPS: readonly StatGroup[] = ['new_today', 'in_progress', 'completed', 'cancelled'];

const STATUS_OF: Record<StatGroup, DealStatus> = {
  new_today: 'new',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** "New today" is status new on today's Moscow date; the others are a status over all dates. */
export function groupFilter(group: StatGroup, today: string): FiltersPatch {
  return group === 'new_today'
    ? { status: 'new', dateFrom: today, dateTo: today }
    : { status: STATUS_OF[group], dateFrom: null, dateTo: null };
}

export function activeGroup(filters: DealFilters, today: string): StatGroup | null {
  if (!filters.status) return null;
  if (filters.status === 'new')
    return filters.dateFrom === today && filters.dateTo === today ? 'new_today' : null;
  return filters.dateFrom || filters.dateTo ? null : (filters.status as StatGroup);
}
