import type { TFunction } from 'i18next';
import type { DayPreset } from '@lp/shared/date-range';

/** Calendar periods, as statements are read: this month so far and the whole previous month. */
export const datePresets = (t: TFunction<'billing'>): DayPreset[] => [
  { label: t('filters.presets.today'), range: (today) => [today, today] },
  { label: t('filters.presets.week'), range: (today) => [today.subtract(6, 'day'), today] },
  { label: t('filters.presets.month'), range: (today) => [today.startOf('month'), today] },
  {
    label: t('filters.presets.previousMonth'),
    range: (today) => {
      const previousMonth = today.subtract(1, 'month');
      return [previousMonth.startOf('month'), previousMonth.endOf('month')];
    },
  },
];
