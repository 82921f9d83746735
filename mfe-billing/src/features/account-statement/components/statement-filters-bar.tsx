import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, Flex } from '@lp/shared/ui';
import { DatePicker, Select } from '@lp/shared/ui-data';
import { hasActiveFilters, type FiltersPatch } from '../model/query-params.ts';
import { STATEMENT_STATUSES, type StatementFilters, type StatementStatus } from '../model/types.ts';

type StatementFiltersBarProps = { filters: StatementFilters; onChange: (patch: FiltersPatch) => void };

type Range = [Dayjs | null, Dayjs | null] | null;

const API_DAY = 'YYYY-MM-DD';

export function StatementFiltersBar({ filters, onChange }: StatementFiltersBarProps) {
  const { t, i18n } = useTranslation('billing');

  const statusOptions = STATEMENT_STATUSES.map((status) => ({
    value: status,
    label: t(`statuses.${status}`),
  }));

  const presets = useMemo(() => {
    const today = dayjs();
    const previousMonth = today.subtract(1, 'month');
    return [
      { label: t('filters.presets.today'), value: [today, today] as [Dayjs, Dayjs] },
      { label: t('filters.presets.week'), value: [today.subtract(6, 'day'), today] as [Dayjs, Dayjs] },
      { label: t('filters.presets.month'), value: [today.startOf('month'), today] as [Dayjs, Dayjs] },
      {
        label: t('filters.presets.previousMonth'),
        value: [previousMonth.startOf('month'), previousMonth.endOf('month')] as [Dayjs, Dayjs],
      },
    ];
  }, [t]);

  const range: Range = [
    filters.dateFrom ? dayjs(filters.dateFrom) : null,
    filters.dateTo ? dayjs(filters.dateTo) : null,
  ];

  const handleRangeChange = (value: Range) => {
    onChange({
      dateFrom: value?.[0] ? value[0].format(API_DAY) : null,
      dateTo: value?.[1] ? value[1].format(API_DAY) : null,
    });
  };

  return (
    <Flex wrap gap={12} align="center">
      <Select<StatementStatus>
        data-testid="statement-status-filter"
        aria-label={t('filters.status')}
        allowClear
        placeholder={t('filters.allStatuses')}
        value={filters.status ?? undefined}
        options={statusOptions}
        onChange={(status) => onChange({ status: status ?? null })}
        style={{ minWidth: 200 }}
      />
      {/* One container for both inputs: antd copies data-* attributes onto each of them. */}
      <div data-testid="statement-date-range">
        <DatePicker.RangePicker
          value={range}
          allowEmpty={[true, true]}
          format={i18n.language === 'en' ? 'YYYY-MM-DD' : 'DD.MM.YYYY'}
          placeholder={[t('filters.dateFrom'), t('filters.dateTo')]}
          presets={presets}
          onChange={handleRangeChange}
        />
      </div>
      {hasActiveFilters(filters) && (
        <Button
          type="link"
          onClick={() => onChange({ status: null, dateFrom: null, dateTo: null })}
          data-testid="statement-reset-filters"
        >
          {t('filters.reset')}
        </Button>
      )}
    </Flex>
  );
}
