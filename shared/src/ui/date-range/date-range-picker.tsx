import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';
// Through the package's own entry, so Module Federation serves the shared instance, not a copy.
import { API_DAY, type DayRange } from '@lp/shared';

/** A quick pick beside the calendars, as a range counted from today. */
export type DayPreset = { label: string; range: (today: Dayjs) => [Dayjs, Dayjs] };

export type DateRangePickerProps = DayRange & {
  onChange: (dateFrom: string | null, dateTo: string | null) => void;
  /** Display format of the days (the language's). */
  format: string;
  placeholder: [string, string];
  presets: readonly DayPreset[];
  /** Opened and focused at once: the user clicked or tabbed into the stand-in. */
  open: boolean;
};

type Range = [Dayjs | null, Dayjs | null] | null;

/** antd's RangePicker with presets; DateRangeFilter loads it only when the user reaches for it. */
export function DateRangePicker(props: DateRangePickerProps) {
  const { dateFrom, dateTo, onChange, format, placeholder, presets, open } = props;

  const presetRanges = useMemo(() => {
    const today = dayjs();
    return presets.map(({ label, range }) => ({ label, value: range(today) }));
  }, [presets]);

  const handleChange = (value: Range) => {
    onChange(value?.[0] ? value[0].format(API_DAY) : null, value?.[1] ? value[1].format(API_DAY) : null);
  };

  return (
    <DatePicker.RangePicker
      value={[dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null]}
      allowEmpty={[true, true]}
      format={format}
      placeholder={placeholder}
      presets={presetRanges}
      onChange={handleChange}
      defaultOpen={open}
      autoFocus={open}
    />
  );
}
