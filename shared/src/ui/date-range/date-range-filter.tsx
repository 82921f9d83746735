// `@lp/shared/date-range` is no Module Federation shared entry: this light shell is bundled into each
// remote that shows a date filter, so screens without one (and ui-data) carry none of it.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
// Through the package's own entries, so Module Federation serves the shared instances, not copies.
import { displayDayFormat, type DayRange } from '@lp/shared';
import { CalendarOutlined, Input } from '@lp/shared/ui';
import type { DateRangePickerProps, DayPreset } from './date-range-picker.tsx';

export type { DayPreset };

// The picker sits in the `ui-date` entry: it downloads only when this filter is first reached for.
const DateRangePicker = lazy(() =>
  import('@lp/shared/ui-date').then((module) => ({ default: module.DateRangePicker })),
);

export type DateRangeFilterProps = DayRange & {
  onChange: DateRangePickerProps['onChange'];
  /** The field's texts: placeholders and accessible name. */
  labels: { from: string; to: string };
  presets: readonly DayPreset[];
  width: number;
  /** On a wrapper: antd copies data-* attributes onto each of the two inputs. */
  testId: string;
};

type Activation = 'idle' | 'hovered' | 'opened';

/**
 * antd's date pickers are its heaviest component (~33 KB gzip) and most visits never touch the filter:
 * a read-only look-alike shows the range until the pointer comes near or the field gets focus; then the
 * real RangePicker loads from '@lp/shared/ui-date' (already open when the user clicked or tabbed in).
 */
export function DateRangeFilter({ labels, width, testId, ...range }: DateRangeFilterProps) {
  const { i18n } = useTranslation('common');
  const [activation, setActivation] = useState<Activation>('idle');

  const format = displayDayFormat(i18n.language);
  const show = (day: string | null) => (day ? dayjs(day).format(format) : '');
  const standIn = (
    <Input
      readOnly
      aria-label={`${labels.from} – ${labels.to}`}
      placeholder={`${labels.from} → ${labels.to}`}
      value={range.dateFrom || range.dateTo ? `${show(range.dateFrom)} → ${show(range.dateTo)}` : ''}
      suffix={<CalendarOutlined />}
      style={{ width }}
      onMouseEnter={() => setActivation((current) => (current === 'idle' ? 'hovered' : current))}
      onFocus={() => setActivation('opened')}
      onClick={() => setActivation('opened')}
    />
  );

  return (
    <div data-testid={testId}>
      {activation === 'idle' ? (
        standIn
      ) : (
        <Suspense fallback={standIn}>
          <DateRangePicker
            {...range}
            format={format}
            placeholder={[labels.from, labels.to]}
            open={activation === 'opened'}
          />
        </Suspense>
      )}
    </div>
  );
}
