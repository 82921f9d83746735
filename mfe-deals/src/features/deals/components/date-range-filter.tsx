import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { CalendarOutlined, Input } from '@lp/shared/ui';
import { displayDayFormat, type DateRangeProps } from '../model/date-range.ts';

const DateRangePicker = lazy(() =>
  import('./date-range-picker.tsx').then((module) => ({ default: module.DateRangePicker })),
);

type Activation = 'idle' | 'hovered' | 'opened';

/**
 * antd's date pickers are its heaviest component, and most visits never touch the filter: a read-only
 * look-alike shows the range until the pointer comes near or the field gets focus; then the real
 * RangePicker loads from '@lp/shared/ui-date' (already open when the user clicked or tabbed in).
 */
export function DateRangeFilter(props: DateRangeProps) {
  const { t, i18n } = useTranslation('deals');
  const [activation, setActivation] = useState<Activation>('idle');

  const format = (day: string | null) => (day ? dayjs(day).format(displayDayFormat(i18n.language)) : '');
  const standIn = (
    <Input
      readOnly
      aria-label={`${t('filters.dateFrom')} – ${t('filters.dateTo')}`}
      placeholder={`${t('filters.dateFrom')} → ${t('filters.dateTo')}`}
      value={props.dateFrom || props.dateTo ? `${format(props.dateFrom)} → ${format(props.dateTo)}` : ''}
      suffix={<CalendarOutlined />}
      style={{ width: 250 }}
      onMouseEnter={() => setActivation((current) => (current === 'idle' ? 'hovered' : current))}
      onFocus={() => setActivation('opened')}
      onClick={() => setActivation('opened')}
    />
  );

  // One container for both inputs: antd copies data-* attributes onto each of them.
  return (
    <div data-testid="deals-date-range">
      {activation === 'idle' ? (
        standIn
      ) : (
        <Suspense fallback={standIn}>
          <DateRangePicker {...props} open={activation === 'opened'} />
        </Suspense>
      )}
    </div>
  );
}
