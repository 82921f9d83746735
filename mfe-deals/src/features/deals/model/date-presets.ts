import type { TFunction } from 'i18next';
import type { DayPreset } from '@lp/shared/date-range';

/** Rolling windows that end today: how far back a manager looks at incoming deals. */
export const datePresets = (t: TFunction<'deals'>): DayPreset[] => [
  { label: t('filters.presets.today'), range: (today) => [today, today] },
  { label: t('filters.presets.week'), range: (today) => [today.subtract(6, 'day'), today] },
  { label: t('filters.presets.month'), range: (today) => [today.subtract(29, 'day'), today] },
];
