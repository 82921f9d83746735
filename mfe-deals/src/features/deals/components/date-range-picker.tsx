import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@lp/shared/ui-date';
import { API_DAY, displayDayFormat, type DateRangeProps } from '../model/date-range.ts';

type Range = [Dayjs | null, Dayjs | null] | null;

/** antd's RangePicker with presets; loaded by DateRangeFilter only when the user reaches for it. */
export function DateRangePicker({ dateFrom, dateTo, onChange, open }: DateRangeProps & { open: boolean }) {
  const { t, i18n } = useTranslation('deals');

  const presets = useMemo(() => {
    const today = dayjs();
    return [
      { label: t('filters.presets.today'), value: [today, today] as [Dayjs, Dayjs] },
      { label: t('filters.presets.week'), value: [today.subtract(6, 'day'), today] as [Dayjs, Dayjs] },
      { label: t('filters.presets.month'), value: [today.subtract(29, 'day'), today] as [Dayjs, Dayjs] },
    ];
  }, [t]);

  const handleChange = (value: Range) => {
    onChange(value?.[0] ? value[0].format(API_DAY) : null, value?.[1] ? value[1].format(API_DAY) : null);
  };

  return (
    <DatePicker.RangePicker
      value={[dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null]}
      allowEmpty={[true, true]}
      format={displayDayFormat(i18n.language)}
      placeholder={[t('filters.dateFrom'), t('filters.dateTo')]}
      presets={presets}
      onChange={handleChange}
      defaultOpen={open}
      autoFocus={open}
    />
  );
}
